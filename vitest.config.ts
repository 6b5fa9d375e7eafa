import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * React may still flush scheduled work (an antd message closing, a lazy screen arriving) just
 * after a test file's jsdom window is torn down. Nothing can observe it any more, so that one
 * error is not a test failure; every other unhandled error still is.
 */
function isReactWorkAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  const stack = error.stack ?? '';
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    (stack === '' || /react-dom|scheduler/.test(stack))
  );
}

/** The node tests that read the production build, which tests/node/production-build.ts makes once. */
const BUILD_READERS = [
  'tests/node/budget.test.ts',
  'tests/node/screen-chunks.test.ts',
  'tests/node/no-dev-faults.test.ts',
  'tests/node/build-warnings.test.ts',
  'tests/node/production-libraries.test.ts',
];

/**
 * The server's tests that start processes of their own (server instances, PostgreSQL clusters,
 * nginx) and so do not depend on the engine the other server tests run on: they run once, not
 * again in CI's pass on PostgreSQL (`--project server`).
 */
const SERVER_PROCESS_TESTS = [
  'tests/server/scale-out/scale-out.test.ts',
  'tests/server/database/kill-during-writes-pglite.test.ts',
  'tests/server/database/kill-during-writes-postgres.test.ts',
  'tests/server/database/db-outage.test.ts',
  'tests/server/database/pg-connection-faults.test.ts',
  'tests/server/database/backup-pglite.test.ts',
  'tests/server/database/backup-postgres.test.ts',
  'tests/server/database/upgrade.test.ts',
  'tests/server/startup/graceful-stop.test.ts',
  'tests/server/startup/startup-unreachable.test.ts',
  'tests/server/security/security-headers.test.ts',
  'tests/server/startup/data-folder-lock-race.test.ts',
  'tests/server/startup/data-folder-start.test.ts',
  'tests/server/startup/startup-log.test.ts',
  'tests/server/startup/bundle-start.test.ts',
];

// Five projects: components and logic under jsdom (their /csp calls answered by the server in-process), build checks in node,
// the checks of a production build's output in node, the real server's tests in node, and its tests that start processes.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      testTimeout: 20000,
      // Two test files at a time: vitest leaves one core to its own process by default, which
      // on a two-core machine runs the files one by one while that process mostly waits.
      maxWorkers: 2,
      onUnhandledError: (error: { name?: string; message?: string; stack?: string }) =>
        !isReactWorkAfterTeardown(error),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            // names the server's database template for the files already moved onto the server
            // (tests/unit/helpers/real-server.ts; the first of them makes it), and cuts antd's
            // stylesheet down to what a test can see
            globalSetup: ['tests/unit/helpers/real-server-setup.ts', 'tests/unit/helpers/antd-styles-setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            css: false,
          },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['tests/node/**/*.test.ts'], exclude: BUILD_READERS },
        },
        {
          // their own project, so that its one production build runs only when one of them does
          extends: true,
          test: {
            name: 'bundle',
            environment: 'node',
            include: BUILD_READERS,
            globalSetup: ['tests/node/production-build.ts'],
          },
        },
        {
          // The real server (server/), called through its app on PGlite, or on PostgreSQL when
          // TEST_DATABASE_URL is set. A worker keeps its database across test files (isolate:
          // false): tests/server/helpers/setup.ts opens it once and resets it to the seed before each test.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            exclude: SERVER_PROCESS_TESTS,
            setupFiles: ['tests/server/helpers/setup.ts'],
            globalSetup: ['tests/server/helpers/global-setup.ts'],
            isolate: false,
          },
        },
        {
          // the run's PGlite template too: a test may start its server on a copy of it
          extends: true,
          test: {
            name: 'server-processes',
            environment: 'node',
            include: SERVER_PROCESS_TESTS,
            globalSetup: ['tests/server/helpers/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
