import { describe, expect, it, vi } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import type { PageResult } from '@/api/types';
import { dictColumn } from '@/components/list';
import {
  EXPORT_PAGE_SIZE,
  exportColumns,
  fetchEveryRow,
  sheetRows,
} from '@/components/list/spreadsheet/export-columns';
import { datedFileName, writeXlsx } from '@/components/list/spreadsheet/write-xlsx';
import type { ListQuery } from '@/hooks/useListState';

// What an export writes: the visible columns with a text title, every page of the query.

interface Row {
  id: number;
  name: string;
  status: string;
  tags: string[];
}

const STATUS = [
  { dictValue: '0', dictLabel: '正常' },
  { dictValue: '1', dictLabel: '停用' },
];

const COLUMNS = [
  { key: 'id', title: '编号', dataIndex: 'id' },
  { key: 'name', title: '姓名', dataIndex: 'name' },
  dictColumn('status', '状态', STATUS),
  { key: 'tags', title: '标签', dataIndex: 'tags' },
  { key: 'icon', title: null, dataIndex: 'name' },
  { title: '操作', render: () => null },
];

const ROWS: Row[] = [
  { id: 1, name: '张三', status: '0', tags: ['a', 'b'] },
  { id: 2, name: 'Ann', status: '1', tags: [] },
];

describe('export', () => {
  it('writes the titled columns with a value, dictionary values as labels', () => {
    const columns = exportColumns<Row>(COLUMNS);
    expect(columns.map((c) => c.header)).toEqual(['编号', '姓名', '状态', '标签']);
    expect(sheetRows(columns, ROWS)).toEqual([
      ['编号', '姓名', '状态', '标签'],
      [1, '张三', '正常', 'a, b'],
      [2, 'Ann', '停用', ''],
    ]);
  });

  it('fetches every page of the current query, not only the one on screen', async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 3;
    const fetchPage = vi.fn(async (query: ListQuery): Promise<PageResult<number>> => ({
      code: 200,
      msg: '',
      total,
      rows: Array.from(
        { length: Math.max(0, Math.min(query.pageSize, total - (query.pageNum - 1) * query.pageSize)) },
        (_, i) => (query.pageNum - 1) * query.pageSize + i,
      ),
    }));
    const query: ListQuery = { pageNum: 2, pageSize: 20, status: '0', params: { beginTime: '2024-01-01' } };
    const rows = await fetchEveryRow(fetchPage, query);
    expect(rows).toHaveLength(total);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls[2][0]).toEqual({ ...query, pageNum: 3, pageSize: EXPORT_PAGE_SIZE });
  });

  it('goes on past a capped total until a page comes back short', async () => {
    // the server counts up to a cap: it says 1,000 and "more", and holds 2.5 pages' worth
    const held = EXPORT_PAGE_SIZE * 2 + EXPORT_PAGE_SIZE / 2;
    const fetchPage = vi.fn(async (query: ListQuery): Promise<PageResult<number>> => ({
      code: 200,
      msg: '',
      total: 1000,
      totalCapped: true,
      rows: Array.from(
        { length: Math.max(0, Math.min(query.pageSize, held - (query.pageNum - 1) * query.pageSize)) },
        (_, i) => (query.pageNum - 1) * query.pageSize + i,
      ),
    }));
    const rows = await fetchEveryRow(fetchPage, { pageNum: 1, pageSize: 10, params: {} });
    expect(rows).toHaveLength(held);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('produces an .xlsx that reads back with the same rows', async () => {
    const blob = await writeXlsx(sheetRows(exportColumns<Row>(COLUMNS), ROWS), '用户管理');
    const [sheet] = await readXlsxFile(blob);
    expect(sheet.data).toEqual([
      ['编号', '姓名', '状态', '标签'],
      [1, '张三', '正常', 'a, b'],
      [2, 'Ann', '停用', null],
    ]);
  });

  it('gives the sheet a name Excel accepts', async () => {
    const [sheet] = await readXlsxFile(await writeXlsx([['x']], 'Users [all]: 2024/09 and a very long name'));
    expect(sheet.sheet).toBe('Users  all   2024 09 and a very');
  });

  it('writes text that a spreadsheet would take for a formula with a leading apostrophe', () => {
    const rows = [
      { id: 1, name: '=HYPERLINK("http://evil.example","x")', status: '0', tags: ['@SUM(1+1)'] },
      { id: 2, name: "+cmd|' /C calc'!A0", status: '0', tags: [] },
      { id: 3, name: '-2+3', status: '0', tags: [] },
      { id: 4, name: '\t=1+1', status: '0', tags: [] },
      { id: 5, name: '\r=1+1', status: '0', tags: [] },
      { id: -6, name: 'a=b, +c', status: '0', tags: [] },
    ];
    const written = sheetRows(exportColumns<Row>(COLUMNS), rows).slice(1);
    expect(written.map((row) => row[1])).toEqual([
      '\'=HYPERLINK("http://evil.example","x")',
      "'+cmd|' /C calc'!A0",
      "'-2+3",
      "'\t=1+1",
      "'\r=1+1",
      'a=b, +c',
    ]);
    expect(written[0][3]).toBe("'@SUM(1+1)");
    // numbers stay numbers, negative ones too
    expect(written[5][0]).toBe(-6);
  });

  it('names the file after the screen and the day', () => {
    expect(datedFileName('用户管理', new Date(2024, 8, 3))).toBe('用户管理_20240903.xlsx');
    expect(datedFileName('A/B: c', new Date(2024, 11, 25))).toBe('A_B_ c_20241225.xlsx');
  });
});
