import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for vitest and other node processes. */
export const server = setupServer(...handlers);
