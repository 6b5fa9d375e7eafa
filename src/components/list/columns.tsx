import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DictTag } from '@/components/DictTag';
import { dictLabel, type DictOption } from '@/hooks/useDict';
import type { ListState } from '@/hooks/useListState';
import { RowActions, type RowActionsProps } from './RowActions';
import { StatusSwitch } from './StatusSwitch';
import type { ExportAccessor } from './spreadsheet/export-columns';
import { sortable } from './table-sort';
import { inLanguage } from '@/utils/bilingual';
import type { Language } from '@/utils/language';

// Columns that most list screens share, with the same title, width and behaviour everywhere.

/** A list's columns; each may say how the export writes it (`exportValue`, else its `dataIndex`). */
export type ListColumns<T> = Array<TableColumnsType<T>[number] & ExportAccessor<T>>;

/** What a sortable column shows: the list's sort in force. */
type SortInForce = Pick<ListState, 'orderByColumn' | 'isAsc'>;

/** 创建时间 / Created: sortable on the server. */
export function createTimeColumn(t: TFunction, list: SortInForce) {
  return {
    key: 'createTime',
    title: t('widgets:list.createTime'),
    dataIndex: 'createTime',
    width: 170,
    ...sortable(list, 'createTime'),
  };
}

/** A field shown as it is, its name the column's key, its data and, with `sort`, the server's sort field. */
export function fieldColumn(
  field: string,
  title: string,
  options: { width?: number; ellipsis?: boolean; align?: 'right'; sort?: SortInForce } = {},
) {
  const { sort, ...look } = options;
  return { key: field, title, dataIndex: field, ...look, ...(sort ? sortable(sort, field) : {}) };
}

/** A cell worked out from the row (a count, a range, a fallback), exported as it is shown. */
export function textColumn<T>(
  key: string,
  title: string,
  width: number,
  text: (row: T) => string | number | undefined,
) {
  return { key, title, width, render: (_: unknown, row: T) => text(row), exportValue: text };
}

/** A row whose `field` is stored in both languages: Chinese in `field`, English in `<field>En`. */
type Bilingual<F extends string> = Record<F | `${F}En`, string | undefined>;

/** A bilingual name (a school's, a discipline's...) in the console's language, else in the other. */
export function nameColumn<F extends string>(key: string, title: string, width: number, field: F, language: Language) {
  return textColumn(key, title, width, (row: Bilingual<F>) => inLanguage(language, row[field], row[`${field}En`]));
}

/** A field holding a list of names (a person's courses, classes, roles), each shown as a tag. */
export function tagsColumn(field: string, title: string, width?: number) {
  return {
    key: field,
    title,
    dataIndex: field,
    width,
    render: (names: string[]) => names.map((name) => <Tag key={name}>{name}</Tag>),
  };
}

/** 备注 / Remark: one line, the rest on hover. */
export function remarkColumn(t: TFunction) {
  return { key: 'remark', title: t('widgets:list.remark'), dataIndex: 'remark', ellipsis: true };
}

/** A field holding a dictionary value, shown as its tag (status, yes/no...) and exported as its label. */
export function dictColumn(field: string, title: string, options: readonly DictOption[], width = 100) {
  return {
    key: field,
    title,
    dataIndex: field,
    width,
    render: (value: string) => <DictTag options={options} value={value} />,
    exportValue: (row: object) => dictLabel(options, (row as Record<string, unknown>)[field]),
  };
}

/** 操作 / Actions: the row's buttons (edit, delete, more); no key, so it is always shown. */
export function actionsColumn<T>(t: TFunction, actions: (row: T) => RowActionsProps, width = 150) {
  return {
    title: t('widgets:list.actions'),
    width,
    render: (_: unknown, row: T) => <RowActions {...actions(row)} />,
  };
}

/** 状态 / Status: a switch that asks before it changes a record's status (see StatusSwitch). */
export function statusColumn<T>(
  t: TFunction,
  options: {
    nameOf: (row: T) => string;
    change: (row: T, status: '0' | '1') => Promise<unknown>;
    locked: (row: T) => boolean;
    exportValue: (row: T) => string;
    width?: number;
  },
) {
  const { nameOf, change, locked, exportValue, width = 90 } = options;
  return {
    key: 'status',
    title: t('widgets:list.status'),
    width,
    render: (_: unknown, row: T) => (
      <StatusSwitch
        status={(row as { status: string }).status}
        name={nameOf(row)}
        disabled={locked(row)}
        onChange={(status) => change(row, status)}
      />
    ),
    exportValue,
  };
}
