import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_MODULES, BUSINESS_TYPES } from '@contract/monitor';
import {
  CleanButton,
  CrudScreen,
  defineFilters,
  fieldColumn,
  labelColumn,
  localTimeColumn,
  sortable,
  textColumn,
  useCrudList,
} from '@/components/list';
import { useScreenName } from '@/router/current-page';
import { cleanOperLog, operLogs } from './api';
import { EntryDialog } from './EntryDialog';
import { clientOf, moduleName, operationName, statusName, StatusTag } from './entry-labels';
import { OPERLOG_PERMS } from './perms';
import { operLogKeys } from './queries';
import type { OperLogEntry } from './types';

const FILTERS = defineFilters([
  {
    name: 'module',
    kind: 'select',
    label: 'monitor:field.module',
    width: 160,
    options: AUDIT_MODULES.map((module) => ({ value: module, label: `monitor:module.${module}` })),
  },
  {
    name: 'businessType',
    kind: 'select',
    label: 'monitor:field.businessType',
    width: 140,
    options: BUSINESS_TYPES.map((type) => ({ value: type, label: `monitor:operation.${type}` })),
  },
  { name: 'operName', kind: 'text', label: 'monitor:field.operName', placeholder: 'monitor:filter.operName' },
  {
    name: 'status',
    kind: 'select',
    label: 'monitor:field.status',
    width: 120,
    options: [
      { value: '0', label: 'monitor:status.succeeded' },
      { value: '1', label: 'monitor:status.failed' },
    ],
  },
  { name: 'dateRange', kind: 'dateRange', label: 'monitor:field.operTime' },
]);

/**
 * `monitor/operlog/index`: the audit trail. Every writing call the server accepted or refused,
 * newest first; its details show each record it changed old → new. The entries that record a
 * deletion of the log cannot be deleted (their checkboxes are locked).
 */
export default function OperLogPage() {
  const { t } = useTranslation('monitor');
  const [shown, setShown] = useState<number | null>(null);
  const crud = useCrudList<OperLogEntry, OperLogEntry>({
    resource: operLogs,
    queryKey: operLogKeys.list(),
    writeKey: operLogKeys.all,
    filters: FILTERS,
    perms: { remove: OPERLOG_PERMS.remove, export: OPERLOG_PERMS.export },
    nameField: 'operId',
    nameOf: (entry) => t('entryName', { id: entry.operId }),
    rowLabel: (entry) =>
      t('rowLabel', { id: entry.operId, module: moduleName(t, entry.module), name: entry.operName || '—' }),
    selectionLocked: (entry) => entry.kept,
    tableId: 'monitor-operlog',
    exportName: useScreenName(t('title')),
    columns: ({ sort, pinnedActions, askDelete }) => [
      { key: 'operId', title: t('field.operId'), dataIndex: 'operId', width: 80 },
      localTimeColumn('operTime', t('field.operTime'), { sort }),
      labelColumn('module', t('field.module'), 120, (module: string) => moduleName(t, module)),
      labelColumn('businessType', t('field.businessType'), 100, (type: string) => operationName(t, type)),
      fieldColumn('operName', t('field.operName'), { width: 120, ellipsis: true, sort }),
      labelColumn(
        'status',
        t('field.status'),
        90,
        (status: number) => statusName(t, status),
        (status) => <StatusTag t={t} status={status} />,
      ),
      fieldColumn('operIp', t('field.operIp'), { width: 130, ellipsis: true }),
      { ...textColumn('client', t('field.client'), 170, clientOf), ellipsis: true },
      {
        ...labelColumn('costTime', t('field.costTime'), 100, (ms: number) => t('details.cost', { ms })),
        align: 'right' as const,
        ...sortable(sort, 'costTime'),
      },
      pinnedActions(
        (entry) => ({
          // details first; the server refuses a kept entry's deletion, so no button offers it
          remove: undefined,
          more: [
            { label: t('details.open'), permission: OPERLOG_PERMS.query, onClick: () => setShown(entry.operId) },
            ...(entry.kept
              ? []
              : [
                  {
                    label: t('widgets:list.delete'),
                    danger: true,
                    permission: OPERLOG_PERMS.remove,
                    onClick: () => void askDelete([entry]),
                  },
                ]),
          ],
        }),
        120,
      ),
    ],
    columnDeps: [t],
  });

  return (
    <CrudScreen
      crud={crud}
      buttons={
        <CleanButton
          permission={OPERLOG_PERMS.remove}
          label={t('clean.button')}
          question={t('clean.confirm')}
          clean={cleanOperLog}
          listKey={operLogKeys.all}
          done={t('clean.done')}
        />
      }
      scrollX={1200}
    >
      <EntryDialog operId={shown} onClose={() => setShown(null)} />
    </CrudScreen>
  );
}
