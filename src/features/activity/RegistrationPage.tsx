import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  confirmDelete,
  defineFilters,
  ExportButton,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useCurrentPage } from '@/router/current-page';
import { ActivityFilter } from './ActivityFilter';
import { deleteRegistrations, listRegistrations } from './api';
import { REGISTRATION_PERMS } from './perms';
import { activityKeys, registrationKeys } from './queries';
import { registrationColumns } from './registration-columns';
import type { Registration } from './types';

const FILTERS = defineFilters([
  { name: 'activityId', kind: 'custom', label: 'activity:activity' },
  { name: 'keyword', kind: 'text', label: 'activity:keyword', placeholder: 'activity:keywordHint' },
  { name: 'dateRange', kind: 'dateRange', label: 'activity:registeredAt' },
]);

/** `admin/registration/index`: who registered for which activity; filter, export to .xlsx, delete. */
export default function RegistrationPage() {
  const { t } = useTranslation('activity');
  const screenName = useCurrentPage().page.meta.title ?? t('registrationsTitle');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(registrationKeys.list(), listRegistrations, list.query);
  // The activities' counts change with their registrations: refresh both.
  const remove = useListAction(activityKeys.all, deleteRegistrations, t('widgets:list.deleted'));

  const columns = useMemo((): ListColumns<Registration> => {
    const askDelete = async (r: Registration) => {
      if (await confirmDelete(`${r.name} · ${r.activityName}`)) await remove([r.registrationId]);
    };
    return [
      ...registrationColumns(t, true),
      actionsColumn(t, (r: Registration) => ({
        remove: { permission: REGISTRATION_PERMS.remove, onClick: () => void askDelete(r) },
      })),
    ];
  }, [t, remove]);
  const visibility = useColumnVisibility('admin-registration', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} controls={{ activityId: <ActivityFilter /> }} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <ExportButton
          permission={REGISTRATION_PERMS.export}
          name={screenName}
          fetchPage={listRegistrations}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<Registration>
        rowKey="registrationId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={1100}
        nameColumn="name"
      />
    </Card>
  );
}
