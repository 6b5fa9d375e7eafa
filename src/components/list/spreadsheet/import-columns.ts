import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';

// The rows of an import file checked against the screen's column declarations, with every
// problem of every row in the current language, before anything is sent.

/** A converted cell, or why it cannot be imported (a translation key with its values). */
export type CellCheck = { value: unknown } | { problem: string; params?: Record<string, unknown> };

export interface ImportColumn {
  /** the field in the imported record */
  key: string;
  /** translation key of the header with its namespace; a file may use either language's text */
  header: string;
  /** the template's example cell */
  example: string;
  required?: boolean;
  /** converts and checks a filled cell (format, length...) */
  parse?: (text: string) => CellCheck;
  /** no two rows of the file may share a value (case ignored) */
  unique?: boolean;
  /** true when the value is already taken outside the file (an existing username...) */
  exists?: (text: string) => boolean;
  /** finds what the cell names (a role by its name); undefined: no such thing */
  lookup?: (text: string) => unknown;
  /** the cell holds several values separated by commas, each looked up */
  several?: boolean;
}

export interface PreviewRow {
  /** the row's number in the file (the header is row 1) */
  line: number;
  /** the cells as read, by column key */
  cells: Record<string, string>;
  /** the converted values to import, by column key (empty optional cells left out) */
  record: Record<string, unknown>;
  /** what is wrong with the row, in the current language; empty: it can be imported */
  problems: string[];
}

export interface ImportPreview {
  rows: PreviewRow[];
  valid: PreviewRow[];
  /** headers of required columns the file lacks, in the current language */
  missingHeaders: string[];
}

/** Every text that names a column in a header row: both languages and the field name. */
function headerNames(column: ImportColumn): string[] {
  const names = ['zh', 'en'].map((lng) => i18n.getFixedT(lng)(column.header));
  return [...names, column.key].map((n) => n.trim().toLowerCase());
}

const SEPARATORS = /[,，、;；]/;

function checkCell(column: ImportColumn, text: string, field: string, t: TFunction): CellCheck {
  if (!text)
    return column.required ? { problem: 'widgets:import.problem.required', params: { field } } : { value: undefined };
  const parsed = column.parse ? column.parse(text) : { value: text };
  if ('problem' in parsed || !column.lookup) return parsed;
  const parts = column.several
    ? text
        .split(SEPARATORS)
        .map((p) => p.trim())
        .filter(Boolean)
    : [text];
  const found = parts.map((p) => column.lookup?.(p));
  const unknown = parts.filter((_, i) => found[i] === undefined);
  if (unknown.length)
    return {
      problem: 'widgets:import.problem.unknown',
      params: { field, value: unknown.join(t('widgets:import.listSeparator')) },
    };
  return { value: column.several ? found : found[0] };
}

/**
 * Checks the rows under the header row: required cells, formats, references, values taken
 * already and duplicates inside the file. A file without a required column has no valid row.
 */
export function checkRows(table: readonly string[][], columns: readonly ImportColumn[], t: TFunction): ImportPreview {
  const [header = [], ...body] = table;
  const normalised = header.map((h) => h.trim().toLowerCase());
  const positions = new Map(columns.map((c) => [c.key, normalised.findIndex((h) => headerNames(c).includes(h))]));
  const missingHeaders = columns.filter((c) => c.required && positions.get(c.key) === -1).map((c) => t(c.header));
  const firstSeen = new Map<string, number>();
  // translated once per column, not once per cell: a roster of thousands of rows would pay for it
  const fields = new Map(columns.map((c) => [c.key, t(c.header)]));

  const rows = body.map((raw, index): PreviewRow => {
    const line = index + 2;
    const cells: Record<string, string> = {};
    const record: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const column of columns) {
      const at = positions.get(column.key) ?? -1;
      const text = at === -1 ? '' : (raw[at] ?? '').trim();
      cells[column.key] = text;
      const field = fields.get(column.key) ?? column.header;
      const checked = checkCell(column, text, field, t);
      if ('problem' in checked) {
        problems.push(t(checked.problem, { field, value: text, ...checked.params }));
        continue;
      }
      if (checked.value !== undefined) record[column.key] = checked.value;
      if (!text) continue;
      if (column.exists?.(text)) problems.push(t('widgets:import.problem.exists', { field, value: text }));
      if (column.unique) {
        const key = `${column.key}\u0000${text.toLowerCase()}`;
        const earlier = firstSeen.get(key);
        if (earlier === undefined) firstSeen.set(key, line);
        else problems.push(t('widgets:import.problem.duplicate', { field, value: text, line: earlier }));
      }
    }
    return { line, cells, record, problems };
  });

  const valid = missingHeaders.length ? [] : rows.filter((r) => !r.problems.length);
  return { rows, valid, missingHeaders };
}

/** The template: the header row in the current language and one example row. */
export function templateRows(columns: readonly ImportColumn[], t: TFunction): string[][] {
  return [columns.map((c) => t(c.header)), columns.map((c) => c.example)];
}

/** Why a file imports nothing, in the current language; null when some row can be imported. */
export function nothingValidReason(preview: ImportPreview, t: TFunction): string | null {
  if (preview.valid.length) return null;
  if (preview.missingHeaders.length) {
    return t('widgets:import.missingColumns', {
      columns: preview.missingHeaders.join(t('widgets:import.listSeparator')),
    });
  }
  if (!preview.rows.length) return t('widgets:import.noRows');
  return t('widgets:import.allInvalid');
}
