import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/e2e/support/long-files-first.ts';

// Browser tests: Node drives Debian's Chromium through playwright-core against the console's
// production build served by the real server, one server and database per test worker
// (tests/e2e/server/). Deliberately not merged with vite.config.ts / vitest.config.ts: no jsdom,
// no unit setup file.
export default defineConfig({
  // The sweeps list every screen the app declares (tests/e2e/support/declared-screens.ts), and a
  // few tests share a value with the console (the token's cookie, contrast, the prefetch marks).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    // The tests drive the production build: the screens the sweeps list (read from the sources in
    // Node) are those of a production build too, without the development-only ones (the kit gallery).
    env: { DEV: '', PROD: '1' },
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // expect.poll waits for the page to reach a state (a loaded form, a changed title); its
    // default second ran out for a form whose data came a moment later on the loaded machine.
    // Each poll still ends as soon as the state is reached.
    expect: { poll: { timeout: 10_000 } },
    // Two workers side by side (the machine has two cores), each with one server and one browser
    // kept across its files (tests/e2e/support/browser.ts): the files share a worker's modules.
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default'],
  },
});
