import { describe, expect, inject, it } from 'vitest';
import { readChunkGraph } from '../../scripts/screen-chunks.mjs';

// A library that ships a development build beside its production one must give the console the
// production one: the development build runs its warnings on every call (react-router's checks on
// each route matched during a navigation) and is larger. react-router's package.json names only
// its development build; vite.config.ts points a production build at its dist/production.

const outDir = inject('productionBuild');

const DEVELOPMENT_BUILD = /\/dist\/development\/|[./]development\.(m?js|cjs)$/;

describe('the production build (plain)', () => {
  const modules = Object.values(readChunkGraph(outDir)).flatMap((chunk) => chunk.modules);

  it('holds the libraries it ships, react-router among them', () => {
    expect(modules.length).toBeGreaterThan(1000);
    expect(modules.some((module) => module.startsWith('node_modules/react-router/'))).toBe(true);
  });

  it('holds no development build of any library', () => {
    expect(modules.filter((module) => DEVELOPMENT_BUILD.test(module))).toEqual([]);
  });
});
