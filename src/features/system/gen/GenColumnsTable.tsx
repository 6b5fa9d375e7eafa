import { Checkbox, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { HTML_TYPES, JAVA_TYPES, QUERY_TYPES } from '@contract/codegen';
import type { GenColumn } from './types';

interface Props {
  /** the fields of Form.List "columns" */
  fields: FormListFieldData[];
  /** the columns as loaded, for the read-only cells */
  rows: GenColumn[];
  dictTypes: Array<{ value: string; label: string }>;
}

const FLAGS = ['isInsert', 'isEdit', 'isList', 'isQuery', 'isRequired'] as const;
const JAVA_FIELD = /^[a-z][A-Za-z0-9]*$/;

/** A checkbox bound to a '1'/'0' flag. */
function FlagBox({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) {
  return (
    <Checkbox checked={value === '1'} aria-label={label} onChange={(e) => onChange?.(e.target.checked ? '1' : '0')} />
  );
}

/** The editable column list of the code-generation screen (one row per database column). */
export function GenColumnsTable({ fields, rows, dictTypes }: Props) {
  const { t } = useTranslation('dict');
  const name = (field: FormListFieldData) => rows[field.name]?.columnName ?? '';
  const cell = (key: keyof GenColumn, node: (field: FormListFieldData) => React.ReactNode, rules?: object[]) =>
    function render(_: unknown, field: FormListFieldData) {
      return (
        <Form.Item name={[field.name, key]} rules={rules} style={{ margin: 0 }}>
          {node(field)}
        </Form.Item>
      );
    };
  const columns: TableColumnsType<FormListFieldData> = [
    { title: '#', width: 48, fixed: 'left', render: (_, field) => field.name + 1 },
    { title: t('gen.columnName'), width: 140, fixed: 'left', render: (_, field) => name(field) },
    {
      title: t('gen.columnComment'),
      width: 160,
      render: cell('columnComment', (f) => (
        <Input aria-label={`${name(f)} ${t('gen.columnComment')}`} maxLength={500} />
      )),
    },
    { title: t('gen.columnType'), width: 120, render: (_, field) => rows[field.name]?.columnType },
    {
      title: t('gen.javaType'),
      width: 130,
      render: cell('javaType', (f) => (
        <Select
          aria-label={`${name(f)} ${t('gen.javaType')}`}
          options={JAVA_TYPES.map((v) => ({ value: v, label: v }))}
        />
      )),
    },
    {
      title: t('gen.javaField'),
      width: 150,
      render: cell('javaField', (f) => <Input aria-label={`${name(f)} ${t('gen.javaField')}`} maxLength={100} />, [
        { required: true, message: t('common.required', { field: t('gen.javaField') }) },
        { pattern: JAVA_FIELD, message: t('gen.javaFieldPattern') },
      ]),
    },
    ...FLAGS.map((flag) => ({
      title: t(`gen.${flag}`),
      width: 64,
      align: 'center' as const,
      render: cell(flag, (f) => <FlagBox label={`${name(f)} ${t(`gen.${flag}`)}`} />),
    })),
    {
      title: t('gen.queryType'),
      width: 120,
      render: cell('queryType', (f) => (
        <Select
          aria-label={`${name(f)} ${t('gen.queryType')}`}
          options={QUERY_TYPES.map((v) => ({ value: v, label: v }))}
        />
      )),
    },
    {
      title: t('gen.htmlType'),
      width: 140,
      render: cell('htmlType', (f) => (
        <Select
          aria-label={`${name(f)} ${t('gen.htmlType')}`}
          options={HTML_TYPES.map((v) => ({ value: v, label: t(`gen.htmlTypes.${v}`) }))}
        />
      )),
    },
    {
      title: t('gen.dictType'),
      width: 180,
      render: cell('dictType', (f) => (
        <Select
          aria-label={`${name(f)} ${t('gen.dictType')}`}
          allowClear
          showSearch={SEARCH_BY_LABEL}
          placeholder={t('gen.dictTypePrompt')}
          options={dictTypes}
        />
      )),
    },
  ];
  return (
    <Table<FormListFieldData>
      rowKey="key"
      columns={columns}
      dataSource={fields}
      pagination={false}
      size="small"
      scroll={{ x: 1500 }}
    />
  );
}
