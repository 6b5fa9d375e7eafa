import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenReason, docReferences, sourceFiles } from './doc-references';

// A comment that points into docs/ (a page, and maybe a section of it in quotes) must point at
// something a reader can open: the page exists and one of its headings names the section.

const ROOT = process.cwd();

describe("comments' references into docs/", () => {
  it('tells a missing page and a missing section from ones that exist', () => {
    const code = [
      '// docs/api.md "Envelope": the answer of every call',
      '/** see docs/no-such-page.md */',
      'export const x = 1; // docs/server.md "No such section here"',
      '/*',
      ' * docs/security.md',
      ' * "Rate limits", and docs/screens/list.md',
      ' */',
      "const notAComment = 'docs/missing.md';",
    ].join('\n');
    const found = docReferences('src/example.ts', code).map((reference) => ({
      ...reference,
      broken: brokenReason(ROOT, reference),
    }));
    expect(found).toEqual([
      { at: 'src/example.ts:1', path: 'docs/api.md', section: 'Envelope', broken: null },
      { at: 'src/example.ts:2', path: 'docs/no-such-page.md', broken: 'docs/no-such-page.md does not exist' },
      {
        at: 'src/example.ts:3',
        path: 'docs/server.md',
        section: 'No such section here',
        broken: 'docs/server.md has no section "No such section here"',
      },
      { at: 'src/example.ts:4', path: 'docs/security.md', section: 'Rate limits', broken: null },
      { at: 'src/example.ts:4', path: 'docs/screens/list.md', broken: null },
    ]);
  });

  it('in src/, server/, contract/ and tests/ all resolve', () => {
    const files = sourceFiles(ROOT, ['src', 'server', 'contract', 'tests']);
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((file) =>
      docReferences(file, readFileSync(`${ROOT}/${file}`, 'utf8')).flatMap((reference) => {
        const reason = brokenReason(ROOT, reference);
        return reason ? [`${reference.at}: ${reason}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
