import { MAX_SIZE_MB } from '@/components/upload/upload-checks';
import { contentMatchesExtension, leadingBytes } from '@contract/file-signature';
import { decodeText } from './decode-text';

// A picked file → its first sheet as rows of text cells. The readers load on first use.

/**
 * Why a file could not be read; each has a message under `widgets:import.file.*`, except the two
 * every upload has (too big, content not of its type), which say it as the upload widgets do.
 */
export type FileProblem = 'legacyXls' | 'unsupported' | 'tooBig' | 'badType' | 'unreadable' | 'empty';

/** An import file may be as large as an upload. */
export const IMPORT_MAX_MB = MAX_SIZE_MB;

export class ImportFileError extends Error {
  readonly problem: FileProblem;
  constructor(problem: FileProblem) {
    super(`import file: ${problem}`);
    this.name = 'ImportFileError';
    this.problem = problem;
  }
}

export const IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

async function readXlsx(bytes: ArrayBuffer): Promise<unknown[][]> {
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  const sheets = await readXlsxFile(bytes);
  return sheets[0]?.data ?? [];
}

async function readCsv(bytes: ArrayBuffer): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

/**
 * The first sheet of an .xlsx or the rows of a .csv, every cell as trimmed text, blank rows left
 * out. A legacy .xls is refused (its readers carry open advisories): the user saves it as .xlsx.
 * A file too big, or whose content is not of its type, is refused before it is read.
 */
export async function readTable(file: Blob & { name: string }): Promise<string[][]> {
  const extension = extensionOf(file.name);
  if (extension === '.xls') throw new ImportFileError('legacyXls');
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw new ImportFileError('unsupported');
  if (file.size > IMPORT_MAX_MB * 1024 * 1024) throw new ImportFileError('tooBig');
  // An .xlsx must be a zip archive and a .csv text, whatever the name says.
  if (!contentMatchesExtension(extension.slice(1), await leadingBytes(file))) throw new ImportFileError('badType');
  let raw: unknown[][];
  try {
    const bytes = await file.arrayBuffer();
    raw = extension === '.csv' ? await readCsv(bytes) : await readXlsx(bytes);
  } catch {
    throw new ImportFileError('unreadable');
  }
  const rows = raw.map((row) => row.map(cellText)).filter((row) => row.some(Boolean));
  if (!rows.length) throw new ImportFileError('empty');
  return rows;
}
