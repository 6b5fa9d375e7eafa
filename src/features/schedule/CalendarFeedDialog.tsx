import { useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/list';
import { getCalendarFeed, makeCalendarFeed } from './api';
import { scheduleKeys } from './queries';

interface CalendarFeedDialogProps {
  open: boolean;
  onClose: () => void;
}

const feedKey = scheduleKeys.of('calendar-feed');

/**
 * The teacher's calendar address (docs/api.md "Calendar feed"): a secret link their phone's
 * calendar subscribes to. The server keeps only its hash, so the address is shown once, when it
 * is made; afterwards the dialog says since when one exists, and making a new one (which kills
 * the old) is the way to see one again.
 */
export function CalendarFeedDialog({ open, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation('schedule');
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: async () => (await getCalendarFeed()).data ?? { made: false, createTime: '' },
    enabled: open,
  });
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const made = feed.data?.made ?? false;

  const make = async () => {
    if (made && !(await confirmAction(t('feed.confirmReset')))) return;
    setBusy(true);
    try {
      const answer = (await makeCalendarFeed()).data;
      // the whole address as the phone must fetch it: this site's origin (the proxy's, as the browser sees it)
      if (answer?.address) setAddress(new URL(answer.address, window.location.origin).href);
      await client.invalidateQueries({ queryKey: feedKey });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setAddress('');
    onClose();
  };

  return (
    <Modal open={open} title={t('feed.title')} onCancel={close} footer={null} destroyOnHidden>
      {feed.isLoading ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('feed.about')}</Typography.Paragraph>
          {address ? (
            <>
              <Typography.Text copyable={{ text: address, tooltips: [t('feed.copy'), t('feed.copied')] }} code>
                <span aria-label={t('feed.address')} style={{ wordBreak: 'break-all' }}>
                  {address}
                </span>
              </Typography.Text>
              <Alert type="warning" showIcon title={t('feed.onlyNow')} />
            </>
          ) : (
            <Typography.Paragraph type="secondary">
              {made ? t('feed.madeOn', { time: feed.data?.createTime ?? '' }) : t('feed.none')}
            </Typography.Paragraph>
          )}
          <Button
            type={made ? 'default' : 'primary'}
            icon={<SyncOutlined />}
            loading={busy}
            onClick={() => void make()}
          >
            {made ? t('feed.reset') : t('feed.make')}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
