import { ossFiles } from '../schema';
import type { Db } from '../types';
import { makeSample, SAMPLE_FILES } from './samples/sample-files';

// The sample files the seeded course files point at (docs/api.md "Sample files"), made by their
// generators (samples/, one per type) and stored like uploads, at their fixed ids 90001 to 90008.

export async function seedSampleFiles(db: Db): Promise<void> {
  for (const sample of SAMPLE_FILES) {
    // a copy that owns exactly these bytes (a generator's view may sit inside a larger buffer)
    const content = new Uint8Array(await makeSample(sample));
    await db.insert(ossFiles).values({
      ossId: sample.ossId,
      fileName: sample.fileName,
      contentType: sample.contentType,
      size: content.byteLength,
      content,
      createBy: 'admin',
    });
  }
}
