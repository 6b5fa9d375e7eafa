// A generated table's column as the code generator keeps it: the server's seed rows and the
// generator screen share it.

export type Flag = '0' | '1';

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
