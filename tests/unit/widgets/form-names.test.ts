import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every antd Form of the console takes its name from useFormName (src/hooks/useFormName.ts), which
// makes its field ids unique to the mounted instance: a form named by hand, or not named, gives
// its fields the same ids in every tab the tab cache keeps (form-ids.test.tsx shows what breaks).

const SRC = join(__dirname, '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/** The opening tags of antd Forms in a source text (`<Form …>` or `<Form<Values> …>`, not Form.Item). */
function formTags(text: string): string[] {
  return [...text.matchAll(/<Form(?=[\s<>])(?:<[^>]*>)?[^>]*>/g)].map((match) => match[0]);
}

describe('form names', () => {
  it('finds the forms it checks', () => {
    expect(formTags('<Form<V>\n  form={form}\n  name={formName}\n>')).toHaveLength(1);
    expect(formTags('<Form.Item name="a">')).toHaveLength(0);
    const all = files(SRC).flatMap((path) => formTags(readFileSync(path, 'utf8')));
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  it('every form takes its name from useFormName', () => {
    const unnamed = files(SRC).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const named = /const formName = useFormName\(/.test(text);
      return formTags(text)
        .filter((tag) => !(named && /\sname=\{formName\}/.test(tag)))
        .map((tag) => `${relative(SRC, path)}: ${tag.split('\n')[0]}`);
    });
    expect(unnamed).toEqual([]);
  });
});
