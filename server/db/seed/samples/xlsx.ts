import type { SheetData } from 'write-excel-file/universal';

// An experiment record sheet as a real .xlsx, written by the same library as the list exports.

const ROWS: SheetData = [
  [
    { value: '组别 Group', fontWeight: 'bold' },
    { value: '电池数 Cells', fontWeight: 'bold' },
    { value: '灯泡是否发光 Bulb lit', fontWeight: 'bold' },
    { value: '电压 Voltage (V)', fontWeight: 'bold' },
    { value: '备注 Notes', fontWeight: 'bold' },
  ],
  [{ value: '第一组 Group 1' }, { value: 1 }, { value: '是 Yes' }, { value: 1.5 }, { value: '灯光较暗 Dim' }],
  [{ value: '第二组 Group 2' }, { value: 2 }, { value: '是 Yes' }, { value: 3 }, { value: '灯光明亮 Bright' }],
  [{ value: '第三组 Group 3' }, { value: 2 }, { value: '否 No' }, { value: 3 }, { value: '开关未闭合 Switch open' }],
  [{ value: '第四组 Group 4' }, { value: 1 }, { value: '否 No' }, { value: 1.5 }, { value: '导线松动 Loose wire' }],
];

export default async function makeXlsx(): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(ROWS, { sheet: '实验记录' }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
