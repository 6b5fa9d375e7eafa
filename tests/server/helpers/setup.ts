import { beforeAll, beforeEach } from 'vitest';
import { connect, resetServer } from './harness';

/**
 * Opening the worker's database loads the run's template (PGlite) or clones it (PostgreSQL): a
 * second or two on a quiet machine, but over 10 s (vitest's default for a hook) while the test
 * files that start servers and clusters of their own run beside it on two cores.
 */
const CONNECT_TIMEOUT_MS = 60_000;

// Every server test file: the worker's database (opened once), back at the seed before each test.
beforeAll(connect, CONNECT_TIMEOUT_MS);
beforeEach(resetServer);
