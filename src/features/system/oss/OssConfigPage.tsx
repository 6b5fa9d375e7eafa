import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  AddButton,
  defineFilters,
  dictColumn,
  ListTable,
  SearchForm,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useInvalidate,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { useDict } from '@/hooks/useDict';
import { changeOssConfigStatus, deleteOssConfigs, listOssConfigs, saveOssConfig } from './api';
import type { OssConfig, OssConfigForm } from './types';
import { OssConfigDialog } from './OssConfigDialog';
import { OSS_PERMS } from './perms';
import { ossConfigKeys } from './queries';

const FILTERS = defineFilters([
  { name: 'configKey', kind: 'text', label: 'dict:oss.key', placeholder: 'dict:oss.keyPrompt' },
  { name: 'bucketName', kind: 'text', label: 'dict:oss.bucket', placeholder: 'dict:oss.bucketPrompt' },
]);

/** `system/oss-config/index`: where uploads are stored; exactly one configuration is active. */
export default function OssConfigPage() {
  const { t } = useTranslation('dict');
  const { can } = useAccess();
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(ossConfigKeys.list(), listOssConfigs, list.query);
  const yesNo = useDict('sys_yes_no');
  const dialog = useEditDialog<OssConfig>();
  const { openEdit } = dialog;
  const invalidate = useInvalidate(ossConfigKeys.list());

  const { save, askDelete } = useCrudActions<OssConfig, OssConfigForm>({
    key: ossConfigKeys.list(),
    idField: 'ossConfigId',
    nameField: 'configKey',
    save: saveOssConfig,
    remove: deleteOssConfigs,
  });

  const columns = useMemo(
    (): ListColumns<OssConfig> => [
      { key: 'ossConfigId', title: t('oss.id'), dataIndex: 'ossConfigId', width: 80 },
      { key: 'configKey', title: t('oss.key'), dataIndex: 'configKey', width: 110 },
      { key: 'endpoint', title: t('oss.endpoint'), dataIndex: 'endpoint', ellipsis: true },
      { key: 'bucketName', title: t('oss.bucket'), dataIndex: 'bucketName', ellipsis: true },
      { key: 'accessKey', title: t('oss.accessKey'), dataIndex: 'accessKey', ellipsis: true },
      { key: 'prefix', title: t('oss.prefix'), dataIndex: 'prefix', ellipsis: true },
      { key: 'region', title: t('oss.region'), dataIndex: 'region', ellipsis: true },
      dictColumn('isHttps', t('oss.isHttps'), yesNo),
      {
        key: 'accessPolicy',
        title: t('oss.policy'),
        dataIndex: 'accessPolicy',
        width: 110,
        render: (value: string) => t(`oss.policies.${value}`),
      },
      {
        key: 'status',
        title: t('oss.active'),
        dataIndex: 'status',
        width: 90,
        render: (_: unknown, record) => (
          <StatusSwitch
            status={record.status}
            name={record.configKey}
            // The active one is switched off by switching another on (one is always active).
            disabled={record.status === '0' || !can(OSS_PERMS.edit)}
            onChange={(status) => changeOssConfigStatus(record.ossConfigId, status).then(invalidate)}
          />
        ),
      },
      {
        ...actionsColumn(
          t,
          (record: OssConfig) => ({
            edit: { permission: OSS_PERMS.edit, onClick: () => openEdit(record) },
            // The active configuration cannot go (one is always active).
            remove: {
              permission: OSS_PERMS.remove,
              disabled: record.status === '0',
              onClick: () => void askDelete([record]),
            },
          }),
          140,
        ),
        // The table scrolls sideways on narrow screens; the actions stay in sight.
        fixed: 'right',
      },
    ],
    [t, yesNo, can, invalidate, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('system-oss-config', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={OSS_PERMS.add} onClick={dialog.openCreate} />
        <Typography.Text type="secondary">{t('oss.activeHint')}</Typography.Text>
      </TableToolbar>
      <ListTable<OssConfig>
        rowKey="ossConfigId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={1000}
        nameColumn="configKey"
      />
      <OssConfigDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
