// A generated table's column as the code generator keeps it: the server's seed rows and the
// generator screen share it.

export type Flag = '0' | '1';

/** The choices of a column's settings: the server accepts only these, the screen offers them. */
export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;

/** One column of a table as the generator sees it. */
export interface GenColumn {
  columnId: number;
  columnName: string;
  columnComment: string;
  columnType: string;
  javaType: string;
  javaField: string;
  isPk: Flag;
  isRequired: Flag;
  isInsert: Flag;
  isEdit: Flag;
  isList: Flag;
  isQuery: Flag;
  queryType: string;
  htmlType: string;
  dictType: string;
  sort: number;
}
