// A list's filters declared once: the list state takes the names it keeps in the address from
// them, and the search form renders one field per declaration (docs/screens/list.md).

interface FieldBase {
  /** the filter's name in the address and in the list call */
  name: string;
  /** translation key with its namespace, e.g. `system:user.userName` */
  label: string;
  /** translation key of the placeholder; text fields default to "Please input <label>" */
  placeholder?: string;
  /** width of the control in pixels */
  width?: number;
}

export interface SelectFilterOption {
  value: string;
  /** translation key with its namespace */
  label: string;
}

export type FilterField =
  /** a text input, matched as "contains" by the backend */
  | (FieldBase & { kind: 'text' })
  /** a select over fixed options */
  | (FieldBase & { kind: 'select'; options: readonly SelectFilterOption[] })
  /** a select over a dictionary's entries */
  | (FieldBase & { kind: 'dict'; dictType: string })
  /**
   * two days; `range` names them in the call: '' (default) sends `params[beginTime]`/`params[endTime]`,
   * 'ExamTime' sends `params[beginExamTime]`/`params[endExamTime]`
   */
  | (FieldBase & { kind: 'dateRange'; range?: string })
  /** a plain filter whose control the screen passes to SearchForm (`controls={{ [name]: <Select …/> }}`) */
  | (FieldBase & { kind: 'custom' });

/** A declared field, or just a name whose `Form.Item` the screen writes itself inside SearchForm. */
export type FilterDeclaration = string | FilterField;

/** Checks a declaration's shape where it is written (a typo in `kind` fails the type check there). */
export const defineFilters = <const T extends readonly FilterDeclaration[]>(fields: T): T => fields;

/** The names kept as plain filters (everything but date ranges). */
export function plainFilterNames(fields: readonly FilterDeclaration[]): string[] {
  return fields.flatMap((f) => (typeof f === 'string' ? [f] : f.kind === 'dateRange' ? [] : [f.name]));
}

/** Date-range fields → their range names for the call. */
export function rangeFilterNames(fields: readonly FilterDeclaration[]): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const f of fields) if (typeof f !== 'string' && f.kind === 'dateRange') ranges[f.name] = f.range ?? '';
  return ranges;
}

/** The fields the search form renders itself. */
export const renderedFields = (fields: readonly FilterDeclaration[]): FilterField[] =>
  fields.filter((f): f is FilterField => typeof f !== 'string');
