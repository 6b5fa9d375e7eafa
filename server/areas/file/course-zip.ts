import { Zip, ZipDeflate } from 'fflate';

// A course's files as one ZIP (docs/api.md "Files"), made while it is sent: one file's bytes are
// read from where it is stored when the client is ready for more, deflated into the stream and let go,
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

/**
 * The ZIP of `sources`. The first file is read before anything is answered, so a storage that
 * cannot be read (a bucket down) answers the JSON error instead of a download that breaks at
 * once; a later file that cannot be read ends the download with an error, never a ZIP that
 * silently lacks it.
 */
export async function zipStream(sources: readonly ZipSource[], mtime: Date): Promise<ReadableStream<Uint8Array>> {
  const names = new Set<string>();
  let first: Uint8Array | undefined = sources.length ? await sources[0].read() : undefined;
  let next = sources.length ? 1 : 0;
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
      if (first) {
        addEntry(sources[0].fileName, first);
        first = undefined;
        return;
      }
      while (next < sources.length) {
        const source = sources[next++];
        const bytes = await source.read();
        if (!bytes) continue;
        addEntry(source.fileName, bytes);
        return;
      }
      zip!.end();
    },
  });

  function addEntry(fileName: string, bytes: Uint8Array) {
    const entry = new ZipDeflate(uniqueName(names, fileName), { level: 6 });
    entry.mtime = mtime;
    zip!.add(entry);
    entry.push(bytes, true);
  }
}
