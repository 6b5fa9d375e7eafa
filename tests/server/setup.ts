import { beforeAll, beforeEach } from 'vitest';
import { connect, resetServer } from './harness';

// Every server test file: the worker's database (opened once), back at the seed before each test.
beforeAll(connect);
beforeEach(resetServer);
