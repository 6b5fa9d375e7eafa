import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, sampleUrl } from '../../../server/db/seed/samples/sample-files';
import { fetchUrl, signedFor } from '../helpers/upload';

// docs/api.md "Sample files": the seeded course files' bytes are rows of the uploads table,
// served at their address like uploads (every generator's file is served, of its listed size),
// to a signed-in user who was given its address (tests/server/file/file-access.test.ts has who gets it).

async function served(ext: string): Promise<Uint8Array> {
  const file = SAMPLE_FILES.find((f) => f.fileName.endsWith(`.${ext}`))!;
  return new Uint8Array(await (await fetchUrl(await signedFor(sampleUrl(file)))).arrayBuffer());
}

describe('sample files', () => {
  it('serves every sample at its address with its type, name and listed size', async () => {
    for (const file of SAMPLE_FILES) {
      const response = await fetchUrl(await signedFor(sampleUrl(file)));
      expect(response.headers.get('Content-Type')).toBe(file.contentType);
      expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent(file.fileName));
      const bytes = await response.arrayBuffer();
      expect(bytes.byteLength).toBeGreaterThan(400);
      // a list never shows another size than the download weighs
      expect(bytes.byteLength, file.fileName).toBe(file.size);
    }
  });

  it('serves real files of their type', async () => {
    expect(new TextDecoder().decode(await served('pdf')).startsWith('%PDF-1.4')).toBe(true);
    expect([...(await served('png')).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const docx = unzipSync(await served('docx'));
    expect(strFromU8(docx['word/document.xml'])).toContain('课堂讲义：简单电路');
    expect(Object.keys(unzipSync(await served('zip')))).toEqual(['教具清单.txt', '使用说明.txt']);
    expect(new TextDecoder().decode(await served('txt'))).toContain('阅读材料：电的发现');
  });
});
