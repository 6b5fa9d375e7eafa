import { strFromU8, unzipSync, unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileBytes, SAMPLE_FILES, sampleUrl } from '@mock/db/sample-files';

// The seeded sample files are real files of their type, served at their address like uploads.

const sample = (ext: string) => SAMPLE_FILES.find((f) => f.fileName.endsWith(`.${ext}`))!;

async function served(ext: string): Promise<{ bytes: Uint8Array; response: Response }> {
  const response = await fetch(`http://localhost:3000${sampleUrl(sample(ext))}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The text of the PDF's UTF-16 hex strings (the Chinese lines). */
function pdfChineseText(pdf: string): string {
  return [...pdf.matchAll(/<([0-9A-F]{4,})> Tj/g)]
    .map(([, hex]) => String.fromCharCode(...hex.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))))
    .join('\n');
}

describe('sample files', () => {
  it('serves every sample at its address with its type and name', async () => {
    for (const file of SAMPLE_FILES) {
      const response = await fetch(`http://localhost:3000${sampleUrl(file)}`);
      expect(response.headers.get('Content-Type')).toBe(file.contentType);
      expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent(file.fileName));
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(400);
    }
  });

  it('makes each file once and hands out the same bytes afterwards', async () => {
    const first = await fileBytes(90001);
    expect(await fileBytes(90001)).toBe(first);
  });

  it('writes a three-page PDF with Chinese text in a CID font and a correct cross-reference table', async () => {
    const { bytes } = await served('pdf');
    const pdf = new TextDecoder().decode(bytes);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 3');
    expect(pdf).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(pdfChineseText(pdf)).toContain('《简单电路》教学设计');
    expect(pdfChineseText(pdf)).toContain('第 3 页，共 3 页');
    // Every xref entry points at the start of its object, and startxref at the table.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map(([, n]) => Number(n));
    expect(offsets.length).toBe(12);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 12)).toContain(`${i + 1} 0 obj`));
  });

  it('writes a .docx with a heading, Chinese and English paragraphs and a table', async () => {
    const { bytes } = await served('docx');
    const parts = unzipSync(bytes);
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
    );
    const document = strFromU8(parts['word/document.xml']);
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('课堂讲义：简单电路');
    expect(document).toContain('Class handout: Simple Circuits');
    expect(document).toContain('<w:tbl>');
  });

  it('writes an .xlsx that the spreadsheet reader opens', async () => {
    const { bytes } = await served('xlsx');
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    const [sheet] = await readXlsxFile(bytes.buffer as ArrayBuffer);
    expect(sheet.sheet).toBe('实验记录');
    expect(sheet.data[0][0]).toBe('组别 Group');
    expect(sheet.data[2]).toEqual(['第二组 Group 2', 2, '是 Yes', 3, '灯光明亮 Bright']);
  });

  it('writes a palette PNG whose chunks check out and whose pixels inflate to the stated size', async () => {
    const { bytes } = await served('png');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    const chunks: Array<{ type: string; data: Uint8Array }> = [];
    for (let at = 8; at < bytes.length;) {
      const length = view.getUint32(at);
      chunks.push({ type: ascii(bytes, at + 4, at + 8), data: bytes.subarray(at + 8, at + 8 + length) });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const header = new DataView(chunks[0].data.buffer, chunks[0].data.byteOffset);
    const [width, height] = [header.getUint32(0), header.getUint32(4)];
    expect([header.getUint8(8), header.getUint8(9)], '8-bit palette indices').toEqual([8, 3]);
    const colours = chunks[1].data.length / 3;
    expect(Number.isInteger(colours) && colours > 1).toBe(true);
    const raw = unzlibSync(chunks[2].data);
    expect(raw.length).toBe((width + 1) * height);
    // each row: its filter byte (none), then an index into the palette per pixel
    for (let row = 0; row < height; row++) {
      const line = raw.subarray(row * (width + 1), (row + 1) * (width + 1));
      expect(line[0]).toBe(0);
      expect(Math.max(...line.subarray(1))).toBeLessThan(colours);
    }
  });

  it('serves an mp4, a WAV with PCM samples, UTF-8 text and a zip', async () => {
    const mp4 = (await served('mp4')).bytes;
    expect(ascii(mp4, 4, 8)).toBe('ftyp');
    const wav = (await served('wav')).bytes;
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 16)).toBe('WAVEfmt ');
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(wav.length - 44);
    expect(new TextDecoder().decode((await served('txt')).bytes)).toContain('阅读材料：电的发现');
    expect(Object.keys(unzipSync((await served('zip')).bytes))).toEqual(['教具清单.txt', '使用说明.txt']);
  });
});
