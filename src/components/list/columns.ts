import type { TFunction } from 'i18next';
import type { ListState } from '@/hooks/useListState';
import { sortable } from './table-sort';

// Columns that most list screens share, with the same title, width and behaviour everywhere.

type Sortable = Pick<ListState, 'orderByColumn' | 'isAsc' | 'setSort'>;

/** 创建时间 / Created: sortable on the server. */
export function createTimeColumn(t: TFunction, list: Sortable) {
  return {
    key: 'createTime',
    title: t('widgets:list.createTime'),
    dataIndex: 'createTime',
    width: 170,
    ...sortable(list, 'createTime'),
  };
}

/** 备注 / Remark: one line, the rest on hover. */
export function remarkColumn(t: TFunction) {
  return { key: 'remark', title: t('widgets:list.remark'), dataIndex: 'remark', ellipsis: true };
}
