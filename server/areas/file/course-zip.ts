import { zipSync, type Zippable } from 'fflate';

// A course's files as one ZIP (docs/api.md "Files"): a repeated name gets " (2)", " (3)" ...

/** A name not used yet in the archive: "name (2).ext" for a repeated one. */
function uniqueName(files: Zippable, name: string): string {
  if (!(name in files)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let n = 2;
  while (`${base} (${n})${ext}` in files) n++;
  return `${base} (${n})${ext}`;
}

export function zipFiles(files: ReadonlyArray<{ fileName: string; content: Uint8Array }>, mtime: Date) {
  const entries: Zippable = {};
  for (const file of files) entries[uniqueName(entries, file.fileName)] = [file.content, { mtime }];
  return zipSync(entries);
}
