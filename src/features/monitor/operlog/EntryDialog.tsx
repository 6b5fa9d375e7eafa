import { Descriptions, Divider, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { localTime } from '@/utils/local-time';
import { ChangeList } from './changes/ChangeList';
import { moduleName, operationName, StatusTag } from './entry-labels';
import { useOperLogEntry } from './queries';
import type { OperLogDetail } from './types';

/** An entry's details: who, from where, what call, how it ended, and every record it changed old → new. */
export function EntryDialog({ operId, onClose }: { operId: number | null; onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const entry = useOperLogEntry(operId);
  return (
    <Modal
      open={operId !== null}
      title={t('details.title', { id: operId })}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      {entry.data ? <EntryDetails entry={entry.data} /> : <Skeleton active />}
    </Modal>
  );
}

function EntryDetails({ entry }: { entry: OperLogDetail }) {
  const { t } = useTranslation('monitor');
  const none = '—';
  /** a record's name in the console's language, its key beside it; the key alone once it is gone */
  const named = (zh: string | null | undefined, en: string | null | undefined, key: string) => {
    const name = inLanguage(currentLanguage(), zh ?? undefined, en ?? undefined);
    if (!key) return none;
    return name ? `${name} (${key})` : key;
  };
  const items = [
    { key: 'operName', label: t('field.operName'), children: entry.operName || none },
    { key: 'roleKey', label: t('field.roleKey'), children: named(entry.roleName, entry.roleNameEn, entry.roleKey) },
    {
      key: 'schoolId',
      label: t('field.schoolId'),
      children: named(entry.schoolName, entry.schoolNameEn, entry.schoolId === null ? '' : String(entry.schoolId)),
    },
    { key: 'operIp', label: t('field.operIp'), children: entry.operIp || none },
    { key: 'browser', label: t('field.browser'), children: entry.browser || none },
    { key: 'os', label: t('field.os'), children: entry.os || none },
    { key: 'module', label: t('field.module'), children: moduleName(t, entry.module) },
    { key: 'businessType', label: t('field.businessType'), children: operationName(t, entry.businessType) },
    {
      key: 'request',
      label: t('field.request'),
      span: 'filled' as const,
      children: <Typography.Text code>{`${entry.method} ${entry.path}`}</Typography.Text>,
    },
    {
      key: 'requestId',
      label: t('field.requestId'),
      span: 'filled' as const,
      children: <Typography.Text copyable>{entry.requestId}</Typography.Text>,
    },
    { key: 'status', label: t('field.status'), children: <StatusTag t={t} status={entry.status} /> },
    { key: 'costTime', label: t('field.costTime'), children: t('details.cost', { ms: entry.costTime }) },
    { key: 'operTime', label: t('field.operTime'), span: 'filled' as const, children: localTime(entry.operTime) },
    ...(entry.errorMsg
      ? [{ key: 'errorMsg', label: t('field.errorMsg'), span: 'filled' as const, children: entry.errorMsg }]
      : []),
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} />
      <Divider titlePlacement="start">{t('details.changes')}</Divider>
      <ChangeList changes={entry.changes} />
    </>
  );
}
