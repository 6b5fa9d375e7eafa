import { http } from 'msw';
import { db } from '../db/store';
import type { Flag, GenColumnRow, GenTableRow } from '../db/tool-types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { paginate, contains, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idParam, int, text } from '../lib/validate';

// Code-generation settings of imported tables (tool:gen:*): the edit screen reads one table with
// its columns and saves both. Tables and columns come from the database schema, so they are
// neither created nor deleted here.

export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'];
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'];
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
];
const FLAGS = ['0', '1'];

const TABLE_ID = field('tableId', '表编号', 'Table id');
const info = ({ columns: _columns, ...rest }: GenTableRow) => rest;

function findTable(lang: Lang, id: number): GenTableRow {
  return db().genTables.find((t) => t.tableId === id) ?? bad(lang, '业务表不存在', 'The table does not exist');
}

function readColumn(
  lang: Lang,
  raw: unknown,
  table: GenTableRow,
  seen: Set<number>,
): Partial<GenColumnRow> & { columnId: number } {
  if (!raw || typeof raw !== 'object') bad(lang, '字段信息格式不正确', 'A column has an invalid format');
  const body = raw as Body;
  const columnId = int(lang, body, field('columnId', '字段编号', 'Column id'), { required: true });
  const column = table.columns.find((c) => c.columnId === columnId);
  if (!column || seen.has(columnId))
    bad(
      lang,
      `字段 ${columnId} 不属于表 ${table.tableName}`,
      `Column ${columnId} is not a column of ${table.tableName}`,
    );
  seen.add(columnId);
  const name = column.columnName;
  const javaField = text(lang, body, field('javaField', `字段 ${name} 的 Java 属性`, `Java field of ${name}`), {
    required: true,
    max: 100,
  });
  if (!/^[a-z][A-Za-z0-9]*$/.test(javaField)) {
    bad(lang, `字段 ${name} 的 Java 属性必须是小驼峰命名`, `The Java field of ${name} must be lowerCamelCase`);
  }
  const pick = (key: string, zh: string, en: string, allowed: readonly string[], fallback: string) =>
    choice(lang, body, field(key, `字段 ${name} 的${zh}`, `${en} of ${name}`), allowed, fallback);
  const dictType = text(lang, body, field('dictType', `字段 ${name} 的字典类型`, `Dictionary type of ${name}`), {
    max: 100,
  });
  if (dictType && !db().dictTypes.some((t) => t.dictType === dictType)) {
    bad(lang, `字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  }
  return {
    columnId,
    columnComment: text(lang, body, field('columnComment', `字段 ${name} 的描述`, `Description of ${name}`), {
      max: 500,
    }),
    javaType: pick('javaType', 'Java 类型', 'Java type', JAVA_TYPES, column.javaType),
    javaField,
    isRequired: pick('isRequired', '必填', 'Required flag', FLAGS, column.isRequired) as Flag,
    isInsert: pick('isInsert', '插入', 'Insert flag', FLAGS, column.isInsert) as Flag,
    isEdit: pick('isEdit', '编辑', 'Edit flag', FLAGS, column.isEdit) as Flag,
    isList: pick('isList', '列表', 'List flag', FLAGS, column.isList) as Flag,
    isQuery: pick('isQuery', '查询', 'Query flag', FLAGS, column.isQuery) as Flag,
    queryType: pick('queryType', '查询方式', 'Query type', QUERY_TYPES, column.queryType),
    htmlType: pick('htmlType', '显示类型', 'Display type', HTML_TYPES, column.htmlType),
    dictType,
  };
}

export const genHandlers = [
  http.get(
    '*/csp/tool/gen/list',
    withAuth('tool:gen:list', ({ request, lang }) => {
      const q = queryOf(request);
      const rows = db().genTables.filter(
        (t) => contains(param(q, 'tableName'), t.tableName) && contains(param(q, 'tableComment'), t.tableComment),
      );
      const page = paginate(lang, q, rows);
      return okList(lang, { rows: page.rows.map(info), total: page.total });
    }),
  ),
  http.get(
    '*/csp/tool/gen/:tableId',
    withAuth('tool:gen:query', ({ params, lang }) => {
      const table = findTable(lang, idParam(lang, params.tableId, TABLE_ID));
      // RuoYi's shape: the table, its columns, and every table (for sub-table choices).
      return ok(lang, { info: info(table), rows: table.columns, tables: db().genTables.map(info) });
    }),
  ),
  http.put(
    '*/csp/tool/gen',
    withAuth('tool:gen:edit', async ({ request, lang, user }) => {
      const body = await readJson(request);
      const table = findTable(lang, int(lang, body, TABLE_ID, { required: true }));
      const values = {
        tableComment: text(lang, body, field('tableComment', '表描述', 'Table description'), {
          required: true,
          max: 500,
        }),
        className: text(lang, body, field('className', '实体类名称', 'Class name'), { required: true, max: 100 }),
        functionAuthor: text(lang, body, field('functionAuthor', '作者', 'Author'), { required: true, max: 50 }),
        remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
      };
      if (!/^[A-Z][A-Za-z0-9]*$/.test(values.className)) {
        bad(
          lang,
          '实体类名称必须是大驼峰命名（以大写字母开头）',
          'The class name must be UpperCamelCase (start with a capital letter)',
        );
      }
      const list = body.columns;
      if (!Array.isArray(list)) bad(lang, '字段信息不能为空', 'Columns are required');
      const seen = new Set<number>();
      const columns = list.map((raw) => readColumn(lang, raw, table, seen));
      // Everything is valid: save.
      for (const change of columns)
        Object.assign(
          table.columns.find((c) => c.columnId === change.columnId)!,
          change,
        );
      Object.assign(table, values, { updateBy: user.userName, updateTime: formatTime() });
      return ok(lang);
    }),
  ),
];
