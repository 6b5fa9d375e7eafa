import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, dictColumn, labelColumn, useCrudList } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { changeOssConfigStatus, ossConfigs } from './api';
import type { OssConfig, OssConfigForm } from './types';
import { OssConfigDialog } from './OssConfigDialog';
import { OSS_PERMS } from './perms';
import { ossConfigKeys } from './queries';

const FILTERS = defineFilters([
  { name: 'configKey', kind: 'text', label: 'dict:oss.key', placeholder: 'dict:oss.keyPrompt' },
  { name: 'bucketName', kind: 'text', label: 'dict:oss.bucket', placeholder: 'dict:oss.bucketPrompt' },
]);

/** The active configuration (status "0") cannot be switched off or deleted: one is always active. */
const isActive = (c: OssConfig) => c.status === '0';

/** `system/oss-config/index`: where uploads are stored; exactly one configuration is active. */
export default function OssConfigPage() {
  const { t } = useTranslation('dict');
  const yesNo = useDict('sys_yes_no');
  const crud = useCrudList<OssConfig, OssConfigForm>({
    resource: ossConfigs,
    queryKey: ossConfigKeys.list(),
    filters: FILTERS,
    perms: OSS_PERMS,
    nameField: 'configKey',
    selectable: false,
    tableId: 'system-oss-config',
    columns: ({ pinnedActions, askDelete, status }) => [
      { key: 'ossConfigId', title: t('oss.id'), dataIndex: 'ossConfigId', width: 80 },
      { key: 'configKey', title: t('oss.key'), dataIndex: 'configKey', width: 110 },
      { key: 'endpoint', title: t('oss.endpoint'), dataIndex: 'endpoint', ellipsis: true },
      { key: 'bucketName', title: t('oss.bucket'), dataIndex: 'bucketName', ellipsis: true },
      { key: 'accessKey', title: t('oss.accessKey'), dataIndex: 'accessKey', ellipsis: true },
      { key: 'prefix', title: t('oss.prefix'), dataIndex: 'prefix', ellipsis: true },
      { key: 'region', title: t('oss.region'), dataIndex: 'region', ellipsis: true },
      dictColumn('isHttps', t('oss.isHttps'), yesNo),
      labelColumn('accessPolicy', t('oss.policy'), 110, (value: string) => t(`oss.policies.${value}`)),
      {
        // The active one is switched off by switching another on.
        ...status((c, value) => changeOssConfigStatus(c.ossConfigId, value), {
          nameOf: (c) => c.configKey,
          exportValue: (c) => t(isActive(c) ? 'common.yes' : 'common.no'),
          locked: isActive,
        }),
        title: t('oss.active'),
      },
      pinnedActions(
        (c) => ({
          remove: { permission: OSS_PERMS.remove, disabled: isActive(c), onClick: () => void askDelete([c]) },
        }),
        140,
      ),
    ],
    columnDeps: [t, yesNo],
  });

  return (
    <CrudScreen
      crud={crud}
      buttons={<Typography.Text type="secondary">{t('oss.activeHint')}</Typography.Text>}
      scrollX={1000}
    >
      <OssConfigDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
