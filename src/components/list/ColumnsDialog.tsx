import { useState } from 'react';
import { Modal, Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import { transferCount } from '../transfer-count';
import styles from './list.module.css';

export interface ColumnsDialogProps {
  open: boolean;
  columns: Array<{ key: string; title: React.ReactNode }>;
  hiddenKeys: string[];
  onChange: (hiddenKeys: string[]) => void;
  onClose: () => void;
}

/**
 * Toolbar dialog titled 显示/隐藏 (Show/Hide): a transfer with the shown columns on the left and
 * the hidden ones on the right; every move applies at once.
 */
export function ColumnsDialog({ open, columns, hiddenKeys, onChange, onClose }: ColumnsDialogProps) {
  const { t } = useTranslation('widgets');
  const [selected, setSelected] = useState<React.Key[]>([]);
  const countLabel = transferCount((count) => t('toolbar.columnCount', { count }));
  return (
    <Modal open={open} title={t('toolbar.columnsTitle')} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      <Transfer
        className={styles.transfer}
        styles={{ section: { flex: 1, height: 340 } }}
        dataSource={columns.map((c) => ({
          key: c.key,
          title: typeof c.title === 'string' ? c.title : c.key,
          label: c.title,
        }))}
        titles={[t('toolbar.shown'), t('toolbar.hidden')]}
        selectAllLabels={[countLabel, countLabel]}
        targetKeys={hiddenKeys}
        selectedKeys={selected}
        onSelectChange={(source, target) => setSelected([...source, ...target])}
        onChange={(keys) => onChange(keys.map(String))}
        render={(item) => <>{item.label as React.ReactNode}</>}
        oneWay={false}
      />
    </Modal>
  );
}
