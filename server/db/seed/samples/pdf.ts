// A small lesson plan as a real PDF, written object by object. Chinese lines use the Adobe
// CID font STSong-Light with the UniGB-UCS2-H encoding (UTF-16 code units map straight to
// glyphs): no font is embedded, a viewer brings its own (pdf.js: its cMaps and a system font).
// English lines use the standard Helvetica. Everything is ASCII, so string length = byte offset.

type Line = { text: string; size: number; font: 'zh' | 'en'; gap?: number };

const zh = (text: string, size = 12, gap?: number): Line => ({ text, size, font: 'zh', gap });
const en = (text: string, size = 11, gap?: number): Line => ({ text, size, font: 'en', gap });

const PAGES: Line[][] = [
  [
    zh('《简单电路》教学设计', 22, 40),
    en('Lesson plan: Simple Circuits', 14, 28),
    zh('一、教学目标', 15, 26),
    zh('1. 认识电池、导线、开关和小灯泡，能说出它们在电路中的作用。'),
    zh('2. 能连接一个简单电路，使小灯泡发光。'),
    zh('3. 养成安全用电、小组合作和如实记录的习惯。', 12, 30),
    en('Goals: name the parts of a circuit, build one that lights a bulb,'),
    en('and work safely in groups.', 11, 30),
    zh('二、教学重点与难点', 15, 26),
    zh('重点：理解电流需要一条完整的通路。'),
    zh('难点：判断断路和短路，并找出原因。'),
  ],
  [
    zh('三、教学过程', 15, 30),
    zh('1. 导入（5 分钟）：出示手电筒，提问“它为什么会亮？”'),
    zh('2. 探究（20 分钟）：每组领取电池盒、导线、开关和小灯泡，'),
    zh('   尝试连接电路，把成功和失败的连接方法画在记录表上。'),
    zh('3. 交流（10 分钟）：各组展示电路示意图，说明灯泡亮或不亮的原因。'),
    zh('4. 总结（5 分钟）：归纳“通路、断路、短路”三个概念。', 12, 30),
    en('Process: warm-up with a torch, group exploration with the kit,'),
    en('sharing the circuit diagrams, and a summary of closed, open and short circuits.'),
  ],
  [
    zh('四、评价与作业', 15, 30),
    zh('课堂评价：能独立连接电路并解释灯泡发光的原因。'),
    zh('课后作业：观察家中的一种电器，画出它的开关和电路示意图。', 12, 30),
    zh('五、安全提示', 15, 26),
    zh('只使用干电池做实验，不要把导线直接连接电池两极。', 12, 30),
    en('Safety: use dry cells only; never connect the two ends of a battery directly.'),
  ],
];

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 72;

/** UTF-16 code units as a hex string: what UniGB-UCS2-H expects. */
function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** A PDF literal string (Helvetica with WinAnsi: plain ASCII here). */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pageContent(lines: Line[], pageNo: number, pageCount: number): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const font = line.font === 'zh' ? '/F1' : '/F2';
    const text = line.font === 'zh' ? utf16Hex(line.text) : literal(line.text);
    ops.push(`BT ${font} ${line.size} Tf ${MARGIN} ${y} Td ${text} Tj ET`);
    y -= line.gap ?? line.size * 1.9;
  }
  ops.push(`BT /F1 9 Tf ${PAGE_WIDTH / 2 - 40} 40 Td ${utf16Hex(`第 ${pageNo} 页，共 ${pageCount} 页`)} Tj ET`);
  return ops.join('\n');
}

export default function makePdf(): Uint8Array {
  // Object numbers: 1 catalog, 2 page tree, 3 Chinese font, 4 its CID font, 5 its descriptor,
  // 6 Helvetica, then a page and its content stream per page.
  const pageCount = PAGES.length;
  const pageIds = PAGES.map((_, i) => 7 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 ' +
      '/W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  PAGES.forEach((lines, i) => {
    const content = pageContent(lines, i + 1, pageCount);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 6 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
