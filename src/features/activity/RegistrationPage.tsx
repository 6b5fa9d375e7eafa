import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, useCrudList } from '@/components/list';
import { useScreenName } from '@/router/current-page';
import { ActivityFilter } from './ActivityFilter';
import { registrations } from './api';
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
  const crud = useCrudList<Registration, Registration>({
    resource: registrations,
    queryKey: registrationKeys.list(),
    // The activities' counts change with their registrations: refresh both.
    writeKey: activityKeys.all,
    filters: FILTERS,
    perms: { remove: REGISTRATION_PERMS.remove, export: REGISTRATION_PERMS.export },
    nameField: 'name',
    nameOf: (r) => `${r.name} · ${r.activityName}`,
    selectable: false,
    tableId: 'admin-registration',
    exportName: useScreenName(t('registrationsTitle')),
    columns: ({ actions }) => [...registrationColumns(t, true), actions()],
    columnDeps: [t],
  });

  return <CrudScreen crud={crud} controls={{ activityId: <ActivityFilter /> }} scrollX={1100} />;
}
