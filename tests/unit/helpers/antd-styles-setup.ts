import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import type { TestProject } from 'vitest/node';
import { visibilityRulesOf } from './visibility-styles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** antd's stylesheet cut down to what decides whether an element is shown and pressable */
    antdVisibilityRules: string;
  }
}

// The console takes antd's styles from the stylesheet antd ships (src/antd-static-styles.ts), a
// file jsdom never loads; the component tests still need the part of it that hides a closed
// popup or a collapsed panel. Cut down once here (a megabyte of CSS), then added to each test
// file's page by tests/setup.ts.
export default async function setup(project: TestProject) {
  const css = await readFile(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
  const { window } = new JSDOM();
  project.provide('antdVisibilityRules', visibilityRulesOf(css, window));
  window.close();
}
