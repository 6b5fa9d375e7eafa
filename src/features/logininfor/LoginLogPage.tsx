import { useTranslation } from 'react-i18next';
import { LOGIN_RESULTS } from '@contract/monitor';
import {
  CleanButton,
  confirmAction,
  CrudScreen,
  defineFilters,
  fieldColumn,
  labelColumn,
  localTimeColumn,
  useCrudList,
  useListAction,
} from '@/components/list';
import { useScreenName } from '@/router/current-page';
import { localTime } from '@/utils/local-time';
import { cleanLoginEntries, loginEntries, unlockAccount } from './api';
import { LOGININFOR_PERMS } from './perms';
import { loginEntryKeys } from './queries';
import { resultName, ResultTag } from './result-tag';
import type { LoginEntry } from './types';

const FILTERS = defineFilters([
  { name: 'userName', kind: 'text', label: 'logininfor:userName' },
  { name: 'ipaddr', kind: 'text', label: 'logininfor:ipaddr' },
  {
    name: 'result',
    kind: 'select',
    label: 'logininfor:result',
    options: LOGIN_RESULTS.map((value) => ({ value, label: `logininfor:results.${value}` })),
    width: 160,
  },
  { name: 'dateRange', kind: 'dateRange', label: 'logininfor:loginTime' },
]);

/** `monitor/logininfor/index`: every login attempt and session end, with unlock (docs/api.md "Login log"). */
export default function LoginLogPage() {
  const { t } = useTranslation('logininfor');
  const crud = useCrudList<LoginEntry, LoginEntry>({
    resource: loginEntries,
    queryKey: loginEntryKeys.list(),
    filters: FILTERS,
    perms: LOGININFOR_PERMS,
    nameField: 'userName',
    nameOf: (entry) => `${entry.userName} ${localTime(entry.loginTime)}`,
    tableId: 'monitor-logininfor',
    exportName: useScreenName(t('title')),
    columns: ({ sort, actions }) => [
      { key: 'infoId', title: t('infoId'), dataIndex: 'infoId', width: 90 },
      fieldColumn('userName', t('userName'), { ellipsis: true, sort }),
      { key: 'ipaddr', title: t('ipaddr'), dataIndex: 'ipaddr', width: 140, ellipsis: true },
      { key: 'browser', title: t('browser'), dataIndex: 'browser', ellipsis: true },
      { key: 'os', title: t('os'), dataIndex: 'os', ellipsis: true },
      labelColumn(
        'result',
        t('result'),
        130,
        (result: LoginEntry['result']) => resultName(t, result),
        (result) => <ResultTag t={t} result={result} />,
      ),
      localTimeColumn('loginTime', t('loginTime'), { sort }),
      actions(
        (entry) => ({
          more: [
            { label: t('unlock'), permission: LOGININFOR_PERMS.unlock, onClick: () => void askUnlock(entry.userName) },
          ],
        }),
        150,
      ),
    ],
    columnDeps: [t],
  });
  const unlock = useListAction(loginEntryKeys.list(), unlockAccount, (name) => t('unlocked', { name }));
  async function askUnlock(name: string) {
    if (await confirmAction(t('unlockAsk', { name }))) await unlock(name);
  }

  return (
    <CrudScreen
      crud={crud}
      buttons={
        <CleanButton
          permission={LOGININFOR_PERMS.remove}
          label={t('clean')}
          question={t('cleanAsk')}
          clean={cleanLoginEntries}
          listKey={loginEntryKeys.list()}
          done={t('cleaned')}
        />
      }
      scrollX={1000}
    />
  );
}
