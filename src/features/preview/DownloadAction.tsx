import { useState } from 'react';
import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  /** null: the file may not be downloaded, and the page says so instead of offering it. */
  onDownload: (() => Promise<boolean>) | null;
}

export default function DownloadAction({ onDownload }: Props) {
  const { t } = useTranslation('preview');
  const [busy, setBusy] = useState(false);
  if (!onDownload) return <Typography.Text type="secondary">{t('download.notAllowed')}</Typography.Text>;
  const start = async () => {
    setBusy(true);
    try {
      await onDownload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void start()}>
      {t('download.action')}
    </Button>
  );
}
