import type { SheetData } from 'write-excel-file/universal';

// The one way the console writes .xlsx files (list export, import templates). The writer is
// loaded on first use, so it never lands in a list screen's first chunk.

export type { SheetData };

/** Excel refuses sheet names over 31 characters or with any of \ / ? * [ ] : in them. */
const sheetName = (name: string) =>
  name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31);

/** A worksheet's rows (the first is the header row) as an .xlsx blob. */
export async function writeXlsx(rows: SheetData, sheet?: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const name = sheet ? sheetName(sheet) : '';
  return writeXlsxFile(rows, name ? { sheet: name } : undefined).toBlob();
}

/** `用户管理_20240901.xlsx`: the screen's name and the day, so repeated exports sort by date. */
export function datedFileName(name: string, date: Date, extension = 'xlsx'): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('');
  // Characters that Windows refuses in a file name.
  const safe = name.replace(/[\\/:*?"<>|]/g, '_').trim() || 'export';
  return `${safe}_${day}.${extension}`;
}
