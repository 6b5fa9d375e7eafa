import { useTranslation } from 'react-i18next';
import { CrudScreen, createTimeColumn, defineFilters, dictColumn, fieldColumn, useCrudList } from '@/components/list';
import { NOTICE_STATUSES, NOTICE_TYPES } from '@contract/notice';
import { notices } from './api';
import { statusOptions, typeOptions } from './choices';
import { NoticeDialog } from './NoticeDialog';
import { NOTICE_PERMS } from './perms';
import { noticeKeys } from './queries';
import type { Notice, NoticeForm } from './types';

const FILTERS = defineFilters([
  { name: 'title', kind: 'text', label: 'notice:title' },
  {
    name: 'noticeType',
    kind: 'select',
    label: 'notice:noticeType',
    width: 140,
    options: NOTICE_TYPES.map((value) => ({ value, label: `notice:type.${value}` })),
  },
  {
    name: 'status',
    kind: 'select',
    label: 'notice:statusLabel',
    width: 140,
    options: NOTICE_STATUSES.map((value) => ({ value, label: `notice:status.${value}` })),
  },
]);

/**
 * `system/notice/index`: the platform's notices and announcements, each with its audience, its
 * state (draft, published, closed) and how many have read it. A notice saved as published lights
 * the bell of everyone in its audience at once (docs/api.md "Live events").
 */
export default function NoticePage() {
  const { t } = useTranslation('notice');
  const types = typeOptions(t);
  const statuses = statusOptions(t);
  const crud = useCrudList<Notice, NoticeForm>({
    resource: notices,
    queryKey: noticeKeys.list(),
    writeKey: noticeKeys.all,
    filters: FILTERS,
    perms: NOTICE_PERMS,
    nameField: 'title',
    tableId: 'system-notice',
    columns: ({ sort, actions }) => [
      fieldColumn('title', t('title'), { width: 240, ellipsis: true, sort }),
      dictColumn('noticeType', t('noticeType'), types, 130),
      dictColumn('status', t('statusLabel'), statuses, 100),
      {
        key: 'audience',
        title: t('audienceLabel'),
        dataIndex: 'audience',
        width: 140,
        render: (_, row) =>
          row.audience === 'all'
            ? t('audience.all')
            : t(`audienceCount.${row.audience}`, {
                count: row.audience === 'schools' ? row.schoolIds.length : row.roleIds.length,
              }),
      },
      fieldColumn('readCount', t('readCount'), { width: 90, align: 'right', sort }),
      fieldColumn('publishTime', t('publishTime'), { width: 170, sort }),
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t],
  });

  return (
    <CrudScreen crud={crud} scrollX={1100}>
      <NoticeDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
