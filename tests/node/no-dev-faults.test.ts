import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import en from '../../src/locales/en/mockFault.json';
import zh from '../../src/locales/zh/mockFault.json';
import { FAULT_HEADER } from '@contract/dev-faults';

// The fault switch is for development only (docs/api.md "Trying failures by hand"): the plain
// production build carries none of its code, its header or its panel's words.

const outDir = inject('productionBuild');

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // the published docs (docs/ beside the console) describe the switch, as they should
    if (entry.isDirectory()) return dir === outDir && entry.name === 'docs' ? [] : scripts(path);
    return /\.(js|mjs|html)$/.test(entry.name) ? [path] : [];
  });
}

describe('the production build (plain)', () => {
  it('has no fault switch: neither its header nor a word of its panel', () => {
    const files = scripts(outDir);
    expect(files.length).toBeGreaterThan(10);
    const words = [FAULT_HEADER, zh.button, zh.title, en.button, en.title, 'csp-mock-fault'];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});
