import { useTranslation } from 'react-i18next';
import { confirmAction, CrudScreen, defineFilters, sortable, useCrudList, useListAction } from '@/components/list';
import { localTimeColumn } from '@/components/list/local-time-column';
import { forceLogout, onlineSessions } from './api';
import { ONLINE_PERMS } from './perms';
import { onlineKeys } from './queries';
import { ThisDevice } from './ThisDevice';
import type { OnlineSession } from './types';

const FILTERS = defineFilters([
  { name: 'userName', kind: 'text', label: 'online:userName' },
  { name: 'ipaddr', kind: 'text', label: 'online:address' },
]);

/**
 * `monitor/online/index`: the live sessions, the caller's own marked, each one ended with "Force
 * logout" (its next call gets the re-login dialog).
 */
export default function OnlinePage() {
  const { t } = useTranslation('online');
  const crud = useCrudList<OnlineSession, OnlineSession>({
    resource: onlineSessions,
    queryKey: onlineKeys.list(),
    filters: FILTERS,
    perms: {},
    nameField: 'userName',
    tableId: 'monitor-online',
    columns: ({ sort, pinnedActions }) => [
      {
        key: 'userName',
        title: t('userName'),
        dataIndex: 'userName',
        width: 150,
        ...sortable(sort, 'userName'),
        render: (name: string, session: OnlineSession) => (
          <>
            {name} {session.current ? <ThisDevice /> : null}
          </>
        ),
      },
      { key: 'nickName', title: t('nickName'), dataIndex: 'nickName', ellipsis: true },
      { key: 'schoolName', title: t('school'), dataIndex: 'schoolName', ellipsis: true },
      { key: 'address', title: t('address'), dataIndex: 'address', width: 130, ellipsis: true },
      { key: 'browser', title: t('browser'), dataIndex: 'browser', ellipsis: true },
      { key: 'os', title: t('os'), dataIndex: 'os', ellipsis: true },
      localTimeColumn('loginTime', t('loginTime'), { width: 160, sort }),
      localTimeColumn('lastActiveTime', t('lastActiveTime'), { width: 160, sort }),
      pinnedActions(
        (session) => ({
          more: [
            {
              label: t('forceLogout'),
              permission: ONLINE_PERMS.forceLogout,
              danger: true,
              // ending one's own session here would log oneself out: the profile's "My sessions" is for that
              disabled: session.current,
              onClick: () => void askForceLogout(session),
            },
          ],
        }),
        110,
      ),
    ],
    columnDeps: [t],
  });
  const end = useListAction(
    onlineKeys.list(),
    (session: OnlineSession) => forceLogout([session.sessionId]),
    (s) => t('forcedOut', { name: s.userName }),
  );
  async function askForceLogout(session: OnlineSession) {
    if (await confirmAction(t('forceLogoutAsk', { name: session.userName }))) await end(session);
  }

  return <CrudScreen crud={crud} scrollX={1000} />;
}
