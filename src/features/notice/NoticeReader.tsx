import { useEffect } from 'react';
import { Modal, Skeleton, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import { openMyNotice } from './api';
import { noticeKeys } from './queries';
import styles from './notice.module.css';

interface Props {
  /** the notice to show; null: closed */
  noticeId: number | null;
  onClose: () => void;
}

/** One notice as its reader sees it; opening it reads it, so the bell's list is asked again. */
export function NoticeReader({ noticeId, onClose }: Props) {
  const { t } = useTranslation('notice');
  const client = useQueryClient();
  const notice = useQuery({
    queryKey: noticeKeys.of('read', noticeId),
    queryFn: () => openMyNotice(noticeId ?? 0),
    enabled: noticeId !== null,
  });
  const opened = notice.isSuccess;
  useEffect(() => {
    if (opened) void client.invalidateQueries({ queryKey: noticeKeys.of('mine') });
  }, [opened, client]);
  const data = notice.data;

  return (
    <Modal open={noticeId !== null} onCancel={onClose} footer={null} width={720} title={data?.title ?? t('bell.title')}>
      {data ? (
        <>
          <div className={styles.readerMeta}>
            <Tag color={data.noticeType === '2' ? 'green' : 'blue'}>{t(`type.${data.noticeType}`)}</Tag>
            <Typography.Text type="secondary">
              {data.createBy} · {data.publishTime}
            </Typography.Text>
          </div>
          <SafeHtml html={data.content} className={styles.readerBody} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
