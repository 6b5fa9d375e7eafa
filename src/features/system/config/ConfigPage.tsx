import { useTranslation } from 'react-i18next';
import {
  createTimeColumn,
  CrudScreen,
  defineFilters,
  dictColumn,
  RefreshCacheButton,
  remarkColumn,
  fieldColumn,
  useCrudList,
} from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { useScreenName } from '@/router/current-page';
import { configs, refreshConfigCache } from './api';
import { ConfigDialog } from './ConfigDialog';
import { CONFIG_PERMS } from './perms';
import { configKeys } from './queries';
import type { ConfigForm, ConfigRecord } from './types';

const FILTERS = defineFilters([
  { name: 'configName', kind: 'text', label: 'dict:config.name', placeholder: 'dict:config.namePrompt' },
  { name: 'configKey', kind: 'text', label: 'dict:config.key', placeholder: 'dict:config.keyPrompt' },
  { name: 'configType', kind: 'dict', label: 'dict:config.type', dictType: 'sys_yes_no' },
  { name: 'dateRange', kind: 'dateRange', label: 'dict:common.createTime' },
]);

/** `system/config/index`: system parameters, with refresh cache. */
export default function ConfigPage() {
  const { t } = useTranslation('dict');
  const yesNo = useDict('sys_yes_no');
  const crud = useCrudList<ConfigRecord, ConfigForm>({
    resource: configs,
    queryKey: configKeys.list(),
    filters: FILTERS,
    perms: CONFIG_PERMS,
    nameField: 'configName',
    tableId: 'system-config',
    exportName: useScreenName(t('config.name')),
    columns: ({ sort, actions }) => [
      { key: 'configId', title: t('config.id'), dataIndex: 'configId', width: 90 },
      { key: 'configName', title: t('config.name'), dataIndex: 'configName', ellipsis: true },
      fieldColumn('configKey', t('config.key'), { ellipsis: true, sort }),
      { key: 'configValue', title: t('config.value'), dataIndex: 'configValue', ellipsis: true },
      dictColumn('configType', t('config.type'), yesNo),
      remarkColumn(t),
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t, yesNo],
  });

  return (
    <CrudScreen
      crud={crud}
      buttons={
        <RefreshCacheButton
          permission={CONFIG_PERMS.remove}
          label={t('config.refreshCache')}
          refresh={refreshConfigCache}
          listKey={configKeys.list()}
          done={t('config.cacheRefreshed')}
        />
      }
      scrollX={900}
    >
      <ConfigDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
