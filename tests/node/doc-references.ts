import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// Finds the places in code comments that point into docs/ (`docs/api.md "Envelope"`), and says
// which of them point at nothing: a file that does not exist, or a section no heading of it names.

export interface DocReference {
  /** where the comment is, `path:line` */
  at: string;
  /** the path named, e.g. `docs/api.md` */
  path: string;
  /** the section named in quotes right after the path, if any */
  section?: string;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** The source files under the given folders, skipping what is not ours (node_modules, builds). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name)) found.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return found;
}

/** Every comment of a source text, with the line it starts on (1-based). */
export function comments(fileName: string, text: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = file.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

/** A comment's words with its markers (`//`, `/*`, ` * `) taken out and its lines joined. */
function prose(comment: string): string {
  return comment
    .replace(/^\/\*+|\*+\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/+|\*)?\s?/, ''))
    .join(' ');
}

const REFERENCE = /(?<![\w./-])docs\/([\w./-]*[\w/-])(?:\s*(?:"([^"]+)"|“([^”]+)”))?/g;

/** The docs/ references of one source text. */
export function docReferences(fileName: string, text: string): DocReference[] {
  const found: DocReference[] = [];
  if (!text.includes('docs/')) return found; // most files: no need to parse them
  for (const comment of comments(fileName, text)) {
    for (const match of prose(comment.text).matchAll(REFERENCE)) {
      const section = match[2] ?? match[3];
      found.push({ at: `${fileName}:${comment.line}`, path: `docs/${match[1]}`, ...(section ? { section } : {}) });
    }
  }
  return found;
}

/** The names a doc gives its sections: its headings and the bold words that open a paragraph. */
function sectionNames(markdown: string): string[] {
  const names: string[] = [];
  let inCode = false; // a `#` line in a fenced shell block is a shell comment, not a heading
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const lead = /^\*\*([^*]+)\*\*/.exec(line);
    const name = heading?.[1] ?? lead?.[1];
    if (name) names.push(name.replace(/`/g, '').trim().toLowerCase());
  }
  return names;
}

/**
 * What is wrong with a reference in the repository at `root`, or null when it resolves: the path
 * exists, and a section it names is in the words of one of the doc's headings or bold paragraph
 * leads (`"findUserRoles"` finds "PUT /system/user/findUserRoles"), as a reader searching it would.
 */
export function brokenReason(root: string, reference: DocReference): string | null {
  const target = join(root, reference.path);
  if (!existsSync(target)) return `${reference.path} does not exist`;
  if (!reference.section) return null;
  if (statSync(target).isDirectory()) return `${reference.path} is a folder, it has no section "${reference.section}"`;
  const wanted = reference.section.replace(/`/g, '').trim().toLowerCase();
  return sectionNames(readFileSync(target, 'utf8')).some((name) => name.includes(wanted))
    ? null
    : `${reference.path} has no section "${reference.section}"`;
}
