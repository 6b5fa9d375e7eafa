import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { byArea } from './lib/by-area';

/** The mock backend for vitest and other node processes: every handler behind byArea, as in the browser. */
export const server = setupServer(byArea(handlers));
