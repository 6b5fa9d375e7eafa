import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Two projects: components and logic under jsdom with the mock backend, and build checks in node.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      testTimeout: 20000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/mock/**/*.test.ts'],
            css: false,
          },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['tests/node/**/*.test.ts'] },
        },
      ],
    },
  }),
);
