import { useState } from 'react';
import { Button, Progress, Space } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadZip } from '@/api/download';

/**
 * 下载全部资源: every downloadable file of the course and its lessons as one zip. While it comes,
 * a progress bar shows how much has arrived; an answer that is a JSON message instead of the
 * file (an expired session, an unknown course) is shown by the download helper.
 */
export function DownloadAllButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('course');
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const run = async () => {
    setBusy(true);
    setPercent(null);
    try {
      await downloadZip(`/course/download/zip/${courseId}`, title, setPercent);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Button type="primary" icon={<CloudDownloadOutlined />} loading={busy} onClick={() => void run()}>
        {t('detail.downloadAll')}
      </Button>
      {busy ? (
        <Progress
          percent={percent ?? 0}
          status="active"
          size="small"
          style={{ width: 140 }}
          aria-label={t('detail.downloadProgress')}
          format={() => (percent === null ? t('detail.downloading') : `${percent}%`)}
        />
      ) : null}
    </Space>
  );
}
