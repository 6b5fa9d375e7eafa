import { fileBytes, SAMPLE_FILES } from '../../../mock/db/sample-files';
import { ossFiles } from '../schema';
import type { Db } from '../types';

// The sample files the seeded course files point at (docs/api.md "Sample files"), made by the
// mock's generators (one per type) and stored like uploads, at their fixed ids 90001 to 90008.

export async function seedSampleFiles(db: Db): Promise<void> {
  for (const sample of SAMPLE_FILES) {
    const made = await fileBytes(sample.ossId);
    if (!made) throw new Error(`sample file ${sample.fileName} was not made`);
    const content = new Uint8Array(made.bytes);
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
