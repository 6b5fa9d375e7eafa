import { afterEach, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import { i18n } from '@/i18n';
import { decodeText } from '@/components/list/spreadsheet/decode-text';
import {
  checkRows,
  nothingValidReason,
  templateRows,
  type ImportColumn,
} from '@/components/list/spreadsheet/import-columns';
import { IMPORT_MAX_MB, ImportFileError, readTable } from '@/components/list/spreadsheet/read-table';
import { writeXlsx } from '@/components/list/spreadsheet/write-xlsx';

// Reading import files (.xlsx, UTF-8 and GBK .csv, refused .xls) and checking their rows.

const fileOf = (parts: BlobPart[], name: string) => new File(parts, name);

/** "姓名,用户名称\n张三,zhangsan\n" as Chinese Excel saves it: GBK, no BOM. */
const GBK_CSV = new Uint8Array([
  0xd0,
  0xd5,
  0xc3,
  0xfb,
  0x2c,
  0xd3,
  0xc3,
  0xbb,
  0xa7,
  0xc3,
  0xfb,
  0xb3,
  0xc6,
  0x0a,
  0xd5,
  0xc5,
  0xc8,
  0xfd,
  0x2c,
  ...new TextEncoder().encode('zhangsan\n'),
]);

const ROLES: Record<string, number> = { 教师: 4, 校长: 3 };

const COLUMNS: ImportColumn[] = [
  {
    key: 'userName',
    header: 'system:user.userName',
    example: 'lihua',
    required: true,
    unique: true,
    parse: (text) => (text.length < 2 ? { problem: 'system:user.userNameLength' } : { value: text }),
    exists: (text) => text.toLowerCase() === 'admin',
  },
  { key: 'name', header: 'system:user.name', example: '李华', required: true },
  {
    key: 'phonenumber',
    header: 'system:user.phonenumber',
    example: '13800001234',
    parse: (text) => (/^1\d{10}$/.test(text) ? { value: text } : { problem: 'system:user.phoneInvalid' }),
  },
  {
    key: 'roleIds',
    header: 'system:user.roles',
    example: '教师',
    required: true,
    several: true,
    lookup: (text) => ROLES[text],
  },
];

afterEach(() => i18n.changeLanguage('zh'));

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark, and GBK', () => {
    const utf8 = new TextEncoder().encode('姓名,张三');
    expect(decodeText(utf8)).toBe('姓名,张三');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('姓名,张三');
    expect(decodeText(GBK_CSV)).toBe('姓名,用户名称\n张三,zhangsan\n');
  });
});

describe('readTable', () => {
  it('reads the first sheet of an .xlsx as text cells, leaving blank rows out', async () => {
    const blob = await writeXlsx([
      ['用户名称', '姓名', '手机号码'],
      ['lihua', '李华', 13800001234],
      [],
      ['wangwu', '', null],
    ]);
    const rows = await readTable(fileOf([blob], 'users.xlsx'));
    expect(rows).toEqual([
      ['用户名称', '姓名', '手机号码'],
      ['lihua', '李华', '13800001234'],
      ['wangwu', '', ''],
    ]);
  });

  it('reads a UTF-8 CSV (with BOM, quoted commas) and a GBK CSV', async () => {
    const utf8 = '\uFEFF用户名称,备注\r\nlihua,"一班, 二班"\r\n';
    expect(await readTable(fileOf([utf8], 'u.csv'))).toEqual([
      ['用户名称', '备注'],
      ['lihua', '一班, 二班'],
    ]);
    expect(await readTable(fileOf([GBK_CSV], 'gbk.CSV'))).toEqual([
      ['姓名', '用户名称'],
      ['张三', 'zhangsan'],
    ]);
  });

  it('refuses a legacy .xls, other types, empty and broken files, each with its reason', async () => {
    const problem = (file: File) => readTable(file).catch((e: unknown) => (e as ImportFileError).problem);
    expect(await problem(fileOf(['x'], 'old.xls'))).toBe('legacyXls');
    expect(await problem(fileOf(['x'], 'notes.txt'))).toBe('unsupported');
    expect(await problem(fileOf([',,\n'], 'blank.csv'))).toBe('empty');
    // by content: an .xlsx is a zip archive and a .csv is text, whatever the name says
    expect(await problem(fileOf(['not a zip'], 'broken.xlsx'))).toBe('badType');
    expect(await problem(fileOf([new Uint8Array([0x4d, 0x5a, 0, 0, 0x90, 0])], 'setup.csv'))).toBe('badType');
    expect(await problem(fileOf(['PK\x03\x04 but no workbook'], 'broken.xlsx'))).toBe('unreadable');
    // larger than an upload may be, refused before it is read
    expect(await problem(fileOf([new Uint8Array(IMPORT_MAX_MB * 1024 * 1024 + 1)], 'huge.csv'))).toBe('tooBig');
    expect(i18n.t('widgets:import.file.legacyXls')).toContain('另存为 .xlsx');
  });
});

describe('checkRows', () => {
  const t = i18n.t.bind(i18n);

  it('lists every problem of every row in the current language and keeps the valid rows', () => {
    const preview = checkRows(
      [
        ['用户名称', '姓名', '手机号码', '角色'],
        ['lihua', '李华', '13800001234', '教师、校长'],
        ['', '无名', '', '教师'],
        ['w', '王五', '123', '园长'],
        ['LiHua', '李华二', '', '教师'],
        ['admin', '管理员', '', '教师'],
      ],
      COLUMNS,
      t,
    );
    expect(preview.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['用户名称不能为空']],
      [4, ['用户名称长度必须介于 2 和 20 之间', '请输入正确的手机号码', '角色“园长”不存在']],
      [5, ['用户名称“LiHua”与第 2 行重复']],
      [6, ['用户名称“admin”已存在']],
    ]);
    expect(preview.valid.map((r) => r.record)).toEqual([
      { userName: 'lihua', name: '李华', phonenumber: '13800001234', roleIds: [4, 3] },
    ]);
    expect(nothingValidReason(preview, t)).toBeNull();
  });

  it('matches headers in either language and says the problems in English when English is on', async () => {
    await i18n.changeLanguage('en');
    const preview = checkRows(
      [
        ['Roles', 'Username', '姓名'],
        ['教师', 'lihua', ''],
      ],
      COLUMNS,
      i18n.t.bind(i18n),
    );
    expect(preview.rows[0].problems).toEqual(['Name is required']);
    expect(nothingValidReason(preview, i18n.t.bind(i18n))).toBe(
      'Nothing can be imported: every row has a problem (see the table).',
    );
  });

  it('imports nothing from a file without a required column, or without data rows, and says why', () => {
    const missing = checkRows(
      [
        ['用户名称', '手机号码'],
        ['lihua', '13800001234'],
      ],
      COLUMNS,
      t,
    );
    expect(missing.valid).toEqual([]);
    expect(nothingValidReason(missing, t)).toBe('没有可导入的数据：文件缺少必填列 姓名、角色，请使用模板中的标题行。');
    const headerOnly = checkRows([['用户名称', '姓名', '角色']], COLUMNS, t);
    expect(nothingValidReason(headerOnly, t)).toBe('没有可导入的数据：文件只有标题行，没有数据行。');
  });

  it('writes a template whose header row and example row pass its own check', async () => {
    const rows = templateRows(COLUMNS, t);
    expect(rows).toEqual([
      ['用户名称', '姓名', '手机号码', '角色'],
      ['lihua', '李华', '13800001234', '教师'],
    ]);
    const [sheet] = await readXlsxFile(await writeXlsx(rows, '用户管理'));
    expect(sheet.sheet).toBe('用户管理');
    const table = sheet.data.map((row) => row.map((cell) => String(cell ?? '')));
    expect(checkRows(table, COLUMNS, t).valid).toHaveLength(1);
  });
});
