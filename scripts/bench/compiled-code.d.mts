import type { CDPSession } from 'playwright-core';

export function compiledCodeBytes(cdp: CDPSession): Promise<number>;
