import { Zip, ZipDeflate } from 'fflate';

// A course's files as one ZIP (docs/api.md "Files"), made while it is sent: one file's bytes are
// read from the database when the client is ready for more, deflated into the stream and let go,
// so a course of many large files never sits in memory whole. A repeated name gets " (2)" ...

export interface ZipSource {
  fileName: string;
  /** the bytes; undefined when they are gone (the file is then left out, not fatal) */
  read: () => Promise<Uint8Array | undefined>;
}

/** A name not used yet in the archive: "name (2).ext" for a repeated one. */
function uniqueName(taken: Set<string>, name: string): string {
  let unique = name;
  if (taken.has(name)) {
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let n = 2;
    while (taken.has(`${base} (${n})${ext}`)) n++;
    unique = `${base} (${n})${ext}`;
  }
  taken.add(unique);
  return unique;
}

export function zipStream(sources: readonly ZipSource[], mtime: Date): ReadableStream<Uint8Array> {
  const names = new Set<string>();
  let next = 0;
  let zip: Zip | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // called whenever the client has taken what was queued: one more file, or the end
    async pull() {
      while (next < sources.length) {
        const source = sources[next++];
        const bytes = await source.read();
        if (!bytes) continue;
        const entry = new ZipDeflate(uniqueName(names, source.fileName), { level: 6 });
        entry.mtime = mtime;
        zip!.add(entry);
        entry.push(bytes, true);
        return;
      }
      zip!.end();
    },
  });
}
