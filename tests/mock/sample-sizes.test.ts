import { describe, expect, it } from 'vitest';
import { fileBytes, SAMPLE_FILES } from '@mock/db/sample-files';

// A seeded file's listed size is what its download actually weighs, so a list never shows
// 180 KB for a file of a few kilobytes.
describe('seeded sample files', () => {
  it.each(SAMPLE_FILES.map((f) => [f.fileName, f] as const))('%s lists its real size', async (_name, file) => {
    const stored = await fileBytes(file.ossId);
    expect(file.size).toBe(stored!.bytes.byteLength);
  });
});
