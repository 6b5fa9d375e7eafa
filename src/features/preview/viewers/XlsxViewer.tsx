import { use, useMemo, useState } from 'react';
import { Empty, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import styles from './viewers.module.css';
import { readOnce } from './read-once';
import type { ViewerProps } from './viewer-props';

type Cell = string | number | boolean | Date | null;
interface Sheet {
  name: string;
  rows: Cell[][];
}

const sheetsOf = readOnce(async (blob): Promise<Sheet[]> => {
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  const sheets = await readXlsxFile(await blob.arrayBuffer());
  return sheets.map((s) => ({ name: s.sheet, rows: s.data as Cell[][] }));
});

/** A, B, … Z, AA, AB: the column names a spreadsheet user knows. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

type Row = { key: number; cells: Cell[] };

function SheetTable({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('preview');
  const width = Math.max(0, ...sheet.rows.map((row) => row.length));
  const columns: ColumnsType<Row> = useMemo(
    () => [
      { key: 'row', title: '', width: 48, fixed: 'left', render: (_, row) => row.key + 1, className: styles.rowHead },
      ...Array.from({ length: width }, (_, i) => ({
        key: String(i),
        title: columnName(i),
        render: (_: unknown, row: Row) => cellText(row.cells[i] ?? null),
      })),
    ],
    [width],
  );
  if (!sheet.rows.length) return <Empty description={t('xlsx.empty')} />;
  return (
    <Table<Row>
      size="small"
      bordered
      columns={columns}
      dataSource={sheet.rows.map((cells, key) => ({ key, cells }))}
      pagination={sheet.rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** Every sheet of an .xlsx as a table (one tab per sheet), with lettered columns and numbered rows. */
export default function XlsxViewer({ blob }: ViewerProps) {
  const sheets = use(sheetsOf(blob));
  const [active, setActive] = useState('0');
  if (sheets.length === 1) return <SheetTable sheet={sheets[0]} />;
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={sheets.map((sheet, i) => ({ key: String(i), label: sheet.name, children: <SheetTable sheet={sheet} /> }))}
    />
  );
}
