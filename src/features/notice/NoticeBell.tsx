import { useState } from 'react';
import { Badge, Button, Empty, List, Popover, Tag, Typography } from 'antd';
import { BellOutlined, CheckOutlined, MessageOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PERMS, useUnreadCount } from '@/features/message';
import { useShellNavigate } from '@/hooks/shell-location';
import { useAccess } from '@/hooks/useAccess';
import { markAllNoticesRead, markNoticesRead } from './api';
import { NoticeReader } from './NoticeReader';
import { noticeKeys, useMyNotices } from './queries';
import { useLiveRefresh } from './useLiveRefresh';
import styles from './notice.module.css';

const MESSAGES = '/admin/message/index';

/**
 * The top bar's bell: the caller's unread notices and, for those who see courseware messages,
 * their unread count. It lists the notices, opens one (which reads it), marks one or all read,
 * and leads to the message screen. It learns of news from the live stream, never by polling.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const navigate = useShellNavigate();
  const client = useQueryClient();
  const seesMessages = useAccess().can(MESSAGE_PERMS.list);
  const { data: messages = 0 } = useUnreadCount(seesMessages);
  const { data: mine = { rows: [], total: 0 } } = useMyNotices();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<number | null>(null);
  useLiveRefresh();

  const count = mine.total + (seesMessages ? messages : 0);
  const label = seesMessages
    ? t('bell.label', { notices: mine.total, messages })
    : t('bell.noticesOnly', { notices: mine.total });
  const refresh = () => client.invalidateQueries({ queryKey: noticeKeys.all });
  const markOne = async (noticeId: number) => {
    await markNoticesRead([noticeId]);
    await refresh();
  };
  const markAll = async () => {
    await markAllNoticesRead();
    await refresh();
  };

  const content = (
    <div className={styles.bell}>
      <div className={styles.bellHead}>
        <Typography.Text strong>{t('bell.title')}</Typography.Text>
        <Button type="link" size="small" disabled={!mine.total} onClick={() => void markAll()}>
          {t('bell.markAll')}
        </Button>
      </div>
      {mine.rows.length ? (
        <List
          size="small"
          className={styles.bellList}
          dataSource={mine.rows}
          renderItem={(notice) => (
            <List.Item
              actions={[
                <Button
                  key="read"
                  type="text"
                  size="small"
                  icon={<CheckOutlined />}
                  aria-label={t('bell.markOne', { title: notice.title })}
                  title={t('bell.markOne', { title: notice.title })}
                  onClick={() => void markOne(notice.noticeId)}
                />,
              ]}
            >
              <button
                type="button"
                className={styles.bellItem}
                onClick={() => {
                  setOpen(false);
                  setReading(notice.noticeId);
                }}
              >
                <Tag color={notice.noticeType === '2' ? 'green' : 'blue'}>{t(`type.${notice.noticeType}`)}</Tag>
                <span className={styles.bellTitle}>{notice.title}</span>
                <span className={styles.bellTime}>{notice.publishTime}</span>
              </button>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.none')} />
      )}
      {seesMessages ? (
        <Button
          block
          icon={<MessageOutlined />}
          onClick={() => {
            setOpen(false);
            void navigate(MESSAGES);
          }}
        >
          {t('bell.messages', { count: messages })}
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottom"
        // on a phone the bell sits mid-bar: the list shifts to stay on the screen
        autoAdjustOverflow
      >
        <Badge count={count} size="small" offset={[-6, 6]} overflowCount={99}>
          <Button type="text" icon={<BellOutlined />} aria-label={label} title={label} aria-expanded={open} />
        </Badge>
      </Popover>
      <NoticeReader noticeId={reading} onClose={() => setReading(null)} />
    </>
  );
}
