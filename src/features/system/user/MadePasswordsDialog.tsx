import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/utils/save-blob';
import { copyText } from './copy-text';
import type { MadePassword } from './types';

interface Props {
  /** the passwords the import made up; empty: closed */
  passwords: MadePassword[];
  onClose: () => void;
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The passwords the import made up for users without one, shown this once (the server keeps
 * only their hashes): to copy, or to download as a CSV file, and hand to each user.
 */
export function MadePasswordsDialog({ passwords, onClose }: Props) {
  const { t } = useTranslation('system');
  const copyAll = () =>
    copyText(
      passwords.map((p) => `${p.userName}\t${p.password}`).join('\n'),
      t('user.passwordsCopied'),
      t('user.copyByHand'),
    );
  const download = () => {
    const lines = [[t('user.userName'), t('user.password')], ...passwords.map((p) => [p.userName, p.password])];
    const text = lines.map((line) => line.map(cell).join(',')).join('\r\n');
    // the byte-order mark lets spreadsheet programs read the file as UTF-8
    saveBlob(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' }), `${t('user.madePasswordsFile')}.csv`);
  };
  return (
    <Modal
      open={passwords.length > 0}
      title={t('user.madePasswordsTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={560}
      footer={[
        <Button key="copy" onClick={() => void copyAll()}>
          {t('user.copyAll')}
        </Button>,
        <Button key="download" onClick={download}>
          {t('user.download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('user.close')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('user.madePasswordsNote')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="userName"
        size="small"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={passwords}
        columns={[
          { key: 'userName', title: t('user.userName'), dataIndex: 'userName' },
          {
            key: 'password',
            title: t('user.password'),
            dataIndex: 'password',
            render: (password: string) => <Typography.Text code>{password}</Typography.Text>,
          },
        ]}
      />
    </Modal>
  );
}
