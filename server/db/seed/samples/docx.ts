import { strToU8, zipSync } from 'fflate';

// A class handout as a real .docx: the minimal OOXML parts (content types, relationships, the
// document, its styles) zipped. A heading, Chinese and English paragraphs and a bordered table.

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

const paragraph = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text)}</w:p>`;

const cell = (text: string, header: boolean) =>
  `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr><w:p>${run(text, header)}</w:p></w:tc>`;

function table(rows: string[][]): string {
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const grid = rows[0].map(() => '<w:gridCol w:w="3000"/>').join('');
  const body = rows.map((row, i) => `<w:tr>${row.map((text) => cell(text, i === 0)).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

const BODY = [
  paragraph('课堂讲义：简单电路', 'Heading1'),
  paragraph('Class handout: Simple Circuits', 'Heading2'),
  paragraph('电路由电源、导线、开关和用电器组成。只有形成一条完整的通路，小灯泡才会发光。'),
  paragraph(
    'A circuit is made of a power source, wires, a switch and a load. The bulb lights only when the path is closed.',
  ),
  paragraph('实验材料 / Materials', 'Heading2'),
  table([
    ['材料 Material', '数量 Quantity', '用途 Use'],
    ['干电池 Dry cell', '2', '提供电能 Power'],
    ['小灯泡 Bulb', '1', '显示电流 Shows the current'],
    ['导线 Wire', '4', '连接元件 Connects the parts'],
  ]),
  paragraph('安全提示：不要把导线直接连接电池的两极。'),
  paragraph('Safety: never connect the two ends of a battery directly with a wire.'),
].join('');

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W_NS}"><w:body>${BODY}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const heading = (id: string, name: string, size: number) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="${id === 'Heading1' ? 0 : 1}"/></w:pPr><w:rPr><w:b/><w:sz w:val="${size}"/></w:rPr></w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${heading('Heading1', 'heading 1', 36)}${heading('Heading2', 'heading 2', 28)}</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

export default function makeDocx(): Uint8Array {
  // A fixed time keeps the bytes the same on every run.
  const mtime = new Date(2024, 8, 1);
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'word/document.xml': strToU8(DOCUMENT),
      'word/styles.xml': strToU8(STYLES),
      'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
    },
    { mtime },
  );
}
