import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmAction, useListAction } from '@/components/list';
import { localTime } from '@/utils/local-time';
import { endMySessions } from './api';
import { onlineKeys, useMySessions } from './queries';
import { ThisDevice } from './ThisDevice';
import type { OnlineSession } from './types';
import styles from './online.module.css';

const deviceName = (session: OnlineSession) => [session.browser, session.os].filter(Boolean).join(' · ');

/**
 * The profile's "My sessions": every device the user is logged in on, this one marked, each other
 * one ended with "End" (its next call asks to log in again).
 */
export function MySessionsCard() {
  const { t } = useTranslation('online');
  const sessions = useMySessions();
  const end = useListAction(
    onlineKeys.of('mine'),
    (session: OnlineSession) => endMySessions([session.sessionId]),
    t('ended'),
  );
  async function askEnd(session: OnlineSession) {
    if (await confirmAction(t('endAsk', { device: deviceName(session) || session.address }))) await end(session);
  }
  return (
    <Card title={t('mySessions')} role="region" aria-label={t('mySessions')}>
      {sessions.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      <ul className={styles.sessions}>
        {(sessions.data ?? []).map((session) => (
          <li key={session.sessionId} className={styles.session}>
            <div className={styles.about}>
              <div className={styles.device}>
                {deviceName(session) || t('unknownDevice')} {session.current ? <ThisDevice /> : null}
              </div>
              <dl className={styles.facts}>
                <dt>{t('address')}</dt>
                <dd>{session.address || '-'}</dd>
                <dt>{t('loginTime')}</dt>
                <dd>{localTime(session.loginTime)}</dd>
                <dt>{t('lastActiveTime')}</dt>
                <dd>{localTime(session.lastActiveTime)}</dd>
              </dl>
            </div>
            {session.current ? null : (
              <Button size="small" danger onClick={() => void askEnd(session)}>
                {t('end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
