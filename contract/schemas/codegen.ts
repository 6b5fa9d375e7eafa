import { z } from 'zod';
import { HTML_TYPES, JAVA_TYPES, QUERY_TYPES } from '@contract/codegen';
import { int, label, listQuery, optionalChoice, pathId, said, text } from '@contract/input';

// What the code-generation calls take (docs/api.md "Code generation").

const TABLE_ID = label('表编号', 'Table id');
const FLAGS = ['0', '1'] as const;

export const genTableListQuery = listQuery({
  tableName: text(label('表名称', 'Table name')),
  tableComment: text(label('表描述', 'Table description')),
});

/** A save: the table's fields and its columns, each column read by `genColumn` once its name is known. */
export const genTableChange = z.object({
  tableId: int(TABLE_ID),
  tableComment: text(label('表描述', 'Table description'), { required: true, max: 500 }),
  className: text(label('实体类名称', 'Class name'), { required: true, max: 100 }).refine(
    (value) => /^[A-Z][A-Za-z0-9]*$/.test(value),
    {
      error: said(
        '实体类名称必须是大驼峰命名（以大写字母开头）',
        'The class name must be UpperCamelCase (start with a capital letter)',
      ),
    },
  ),
  functionAuthor: text(label('作者', 'Author'), { required: true, max: 50 }),
  remark: text(label('备注', 'Remark'), { max: 500 }),
  columns: z.array(z.unknown(), { error: said('字段信息不能为空', 'Columns are required') }),
});
export type GenTableChange = z.output<typeof genTableChange>;

/** Which column of the table an entry of `columns` is. */
export const genColumnId = z.preprocess(
  (raw, ctx) => {
    if (raw && typeof raw === 'object') return raw;
    ctx.addIssue({ code: 'custom', message: said('字段信息格式不正确', 'A column has an invalid format') });
    return z.NEVER;
  },
  z.object({ columnId: int(label('字段编号', 'Column id')) }),
);

/** One column's settings, its fields named after the column; a choice left out keeps the column's own. */
export function genColumn(name: string) {
  const of = (zh: string, en: string) => label(`字段 ${name} 的${zh}`, `${en} of ${name}`);
  return z.object({
    javaField: text(of(' Java 属性', 'Java field'), { required: true, max: 100 }).refine(
      (value) => /^[a-z][A-Za-z0-9]*$/.test(value),
      { error: said(`字段 ${name} 的 Java 属性必须是小驼峰命名`, `The Java field of ${name} must be lowerCamelCase`) },
    ),
    dictType: text(of('字典类型', 'Dictionary type'), { max: 100 }),
    columnComment: text(of('描述', 'Description'), { max: 500 }),
    javaType: optionalChoice(of('Java 类型', 'Java type'), JAVA_TYPES),
    isRequired: optionalChoice(of('必填', 'Required flag'), FLAGS),
    isInsert: optionalChoice(of('插入', 'Insert flag'), FLAGS),
    isEdit: optionalChoice(of('编辑', 'Edit flag'), FLAGS),
    isList: optionalChoice(of('列表', 'List flag'), FLAGS),
    isQuery: optionalChoice(of('查询', 'Query flag'), FLAGS),
    queryType: optionalChoice(of('查询方式', 'Query type'), QUERY_TYPES),
    htmlType: optionalChoice(of('显示类型', 'Display type'), HTML_TYPES),
  });
}

export const oneGenTable = z.object({ tableId: pathId(TABLE_ID) });
