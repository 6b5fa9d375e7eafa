import { setupServer } from 'msw/node';

/**
 * The component tests' msw server. It answers nothing by itself: a file on the real server
 * (./real-server.ts) hands every /csp call to the server's app, and a test forces a failure
 * (network error, timeout, HTTP 500, non-JSON) with its own `server.use(...)`. A call nobody
 * answers fails the test (tests/setup.ts).
 */
export const server = setupServer();
