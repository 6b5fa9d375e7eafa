import { Alert, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localTime } from '@/utils/local-time';
import { ChangeList } from '../changes/ChangeList';
import { recordKind } from '../changes/ChangeTable';
import { moduleName, operationName, StatusTag } from '../entry-labels';
import { useRecordHistory } from '../queries';
import type { OperLogDetail } from '../types';

/** A record as the audit trail names it: its table and its key. */
export interface AuditedRecord {
  tableName: string;
  recordKey: string | number;
}

/** The dialog shows the latest entries; the operation log screen has them all. */
const SHOWN = 50;

/** A record's entries, newest first: who, when, what kind, and what each changed of that record. */
export function RecordHistoryDialog({ record, onClose }: { record: AuditedRecord | null; onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const history = useRecordHistory(
    record && { tableName: record.tableName, recordKey: String(record.recordKey) },
    SHOWN,
  );
  const rows = history.data?.rows ?? [];
  const total = history.data?.total ?? 0;
  return (
    <Modal
      open={record !== null}
      title={record ? t('history.title', { kind: recordKind(t, record.tableName), key: record.recordKey }) : null}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      {!history.data ? (
        <Skeleton active />
      ) : rows.length ? (
        <Flex vertical gap="large">
          {total > rows.length ? <Alert type="info" title={t('history.more', { shown: rows.length, total })} /> : null}
          {rows.map((entry) => (
            <HistoryEntry key={entry.operId} entry={entry} />
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.none')} />
      )}
    </Modal>
  );
}

function HistoryEntry({ entry }: { entry: OperLogDetail }) {
  const { t } = useTranslation('monitor');
  const heading = t('history.entry', {
    time: localTime(entry.operTime),
    name: entry.operName || t('change.empty'),
    module: moduleName(t, entry.module),
    operation: operationName(t, entry.businessType),
  });
  return (
    <article aria-label={heading}>
      <Flex gap="small" align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{heading}</Typography.Text>
        <StatusTag t={t} status={entry.status} />
      </Flex>
      <ChangeList changes={entry.changes} />
    </article>
  );
}
