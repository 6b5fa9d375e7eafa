import { useMemo } from 'react';
import { Button, Card } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  dictColumn,
  ExportButton,
  ListTable,
  remarkColumn,
  SearchForm,
  sortable,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import { deleteConfigs, listConfigs, refreshConfigCache, saveConfig } from './api';
import type { ConfigForm, ConfigRecord } from './types';
import { ConfigDialog } from './ConfigDialog';
import { CONFIG_PERMS } from './perms';
import { configKeys } from './queries';

const FILTERS = defineFilters([
  { name: 'configName', kind: 'text', label: 'dict:config.name', placeholder: 'dict:config.namePrompt' },
  { name: 'configKey', kind: 'text', label: 'dict:config.key', placeholder: 'dict:config.keyPrompt' },
  { name: 'configType', kind: 'dict', label: 'dict:config.type', dictType: 'sys_yes_no' },
  { name: 'dateRange', kind: 'dateRange', label: 'dict:common.createTime' },
]);

/** `system/config/index`: system parameters, with refresh cache. */
export default function ConfigPage() {
  const { t } = useTranslation('dict');
  const screenName = useCurrentPage().page.meta.title ?? t('config.name');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(configKeys.list(), listConfigs, list.query);
  const { orderByColumn, isAsc } = list;
  const yesNo = useDict('sys_yes_no');
  const dialog = useEditDialog<ConfigRecord>();
  const { openEdit } = dialog;
  const { save, askDelete, selected, setSelected } = useCrudActions<ConfigRecord, ConfigForm>({
    key: configKeys.list(),
    idField: 'configId',
    nameField: 'configName',
    save: saveConfig,
    remove: deleteConfigs,
  });
  const refreshCache = useListAction(configKeys.list(), refreshConfigCache, t('config.cacheRefreshed'));
  const columns = useMemo(
    (): ListColumns<ConfigRecord> => [
      { key: 'configId', title: t('config.id'), dataIndex: 'configId', width: 90 },
      { key: 'configName', title: t('config.name'), dataIndex: 'configName', ellipsis: true },
      {
        key: 'configKey',
        title: t('config.key'),
        dataIndex: 'configKey',
        ellipsis: true,
        ...sortable({ orderByColumn, isAsc }, 'configKey'),
      },
      { key: 'configValue', title: t('config.value'), dataIndex: 'configValue', ellipsis: true },
      dictColumn('configType', t('config.type'), yesNo),
      remarkColumn(t),
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: ConfigRecord) => ({
        edit: { permission: CONFIG_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: CONFIG_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, yesNo, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('system-config', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={CONFIG_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={CONFIG_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
        <Access permission={CONFIG_PERMS.remove}>
          <Button icon={<SyncOutlined />} onClick={() => void refreshCache(undefined)}>
            {t('config.refreshCache')}
          </Button>
        </Access>
        <ExportButton
          permission={CONFIG_PERMS.export}
          name={screenName}
          fetchPage={listConfigs}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<ConfigRecord>
        rowKey="configId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.configName }}
        scrollX={900}
        nameColumn="configName"
      />
      <ConfigDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
