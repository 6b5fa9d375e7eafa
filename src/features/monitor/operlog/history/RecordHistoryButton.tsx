import { useState, type PointerEvent } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { OPERLOG_PERMS } from '../perms';
import { RecordHistoryDialog, type AuditedRecord } from './RecordHistoryDialog';

/**
 * 历史 / History: a record's entries in the audit trail, for those who may read the log. Placed
 * in an editor's title or a dialog's title bar; nothing for a record not saved yet.
 */
export function RecordHistoryButton({ tableName, recordKey }: Partial<AuditedRecord> & { tableName: string }) {
  const { t } = useTranslation('monitor');
  const [open, setOpen] = useState(false);
  if (recordKey === undefined || recordKey === '') return null;
  return (
    <Access permission={OPERLOG_PERMS.list}>
      <Button
        size="small"
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
        // a dialog's title bar moves the dialog; pressing this button must not
        onPointerDown={(event: PointerEvent) => event.stopPropagation()}
      >
        {t('history.button')}
      </Button>
      <RecordHistoryDialog
        record={open ? { tableName, recordKey: String(recordKey) } : null}
        onClose={() => setOpen(false)}
      />
    </Access>
  );
}
