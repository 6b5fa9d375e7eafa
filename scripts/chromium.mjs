// Launching the system Chromium the same way for the browser tests and the benchmark.
import { chromium } from 'playwright-core';

/** No sandbox (containers), no GPU, and no background traffic to hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `extraArgs`: more switches for this browser (the benchmark's floors try engine settings). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
