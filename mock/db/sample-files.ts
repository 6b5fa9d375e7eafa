import { makeSample, SAMPLE_FILES, type SampleFile } from '../../server/db/seed/samples/sample-files';
import { getFile, type StoredFile } from './files';

// The seeded sample files (declared with their generators in server/db/seed/samples/) as the
// embedded backend serves them: made on first use, nothing stored, at the same kind of address
// as an uploaded file.

export { SAMPLE_FILES, sampleUrl, type SampleFile } from '../../server/db/seed/samples/sample-files';

/** Made once per session: the generators are deterministic, so a cached copy is the same file. */
const made = new Map<number, Promise<StoredFile>>();

async function generate(file: SampleFile): Promise<StoredFile> {
  const bytes = await makeSample(file);
  // A copy that owns exactly these bytes (a view may sit inside a larger buffer).
  return { bytes: bytes.slice().buffer as ArrayBuffer, type: file.contentType };
}

export function sampleFile(ossId: number): SampleFile | undefined {
  return SAMPLE_FILES.find((f) => f.ossId === ossId);
}

/** The bytes behind a file id: an upload, or a seeded sample made on demand. */
export async function fileBytes(ossId: number): Promise<StoredFile | undefined> {
  const sample = sampleFile(ossId);
  if (!sample) return getFile(ossId);
  let bytes = made.get(ossId);
  if (!bytes) {
    bytes = generate(sample);
    made.set(ossId, bytes);
    // A failed generation is not cached: the next call tries again.
    bytes.catch(() => made.delete(ossId));
  }
  return bytes;
}

/** The file id inside a stored file's address (`/csp/system/oss/file/{ossId}/{name}`). */
export function ossIdOfUrl(url: string): number | undefined {
  const match = /\/system\/oss\/file\/(\d+)\//.exec(url);
  return match ? Number(match[1]) : undefined;
}
