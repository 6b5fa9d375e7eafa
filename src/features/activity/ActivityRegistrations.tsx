import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, useListQuery, useListState } from '@/components/list';
import { registrations } from './api';
import { registrationKeys } from './queries';
import { registrationColumns } from './registration-columns';
import type { Registration } from './types';

/** The registrations of one activity, a page at a time (the detail page's lower half). */
export function ActivityRegistrations({ activityId }: { activityId: number }) {
  const { t } = useTranslation('activity');
  // Kept in memory, not in the address: the detail page's address is the activity's.
  const list = useListState({ filters: ['activityId'], defaults: { activityId: String(activityId) }, inUrl: false });
  const result = useListQuery(registrationKeys.list(), registrations.list, list.query);
  const columns = useMemo(() => registrationColumns(t, false), [t]);
  return (
    <section aria-label={t('registrationsOf')}>
      <Typography.Title level={4}>
        {t('registrationsOf')} ({result.total}
        {result.totalCapped ? '+' : ''})
      </Typography.Title>
      <ListTable<Registration>
        rowKey="registrationId"
        list={list}
        result={result}
        columns={columns}
        scrollX={700}
        nameColumn="name"
      />
    </section>
  );
}
