import { useState } from 'react';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  createTimeColumn,
  CrudScreen,
  defineFilters,
  ImportButton,
  ImportDialog,
  fieldColumn,
  useCrudList,
  useListAction,
} from '@/components/list';
import { dictLabel, useDict } from '@/hooks/useDict';
import { useScreenName } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { useAddWithRole } from './add-with-role';
import { ADMIN_USER_ID } from './admin';
import { changeUserStatus, importUsers, resetUserPassword, users } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { MadePasswordsDialog } from './MadePasswordsDialog';
import type { MadePassword, SystemUser, UserForm } from './types';
import { UserDialog } from './UserDialog';
import { USER_PERMS } from './perms';
import { userKeys } from './queries';
import { useUserImportColumns } from './useUserImportColumns';

const FILTERS = defineFilters([
  { name: 'userName', kind: 'text', label: 'system:user.userName' },
  { name: 'name', kind: 'text', label: 'system:user.name' },
  { name: 'phonenumber', kind: 'text', label: 'system:user.phonenumber' },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
  { name: 'dateRange', kind: 'dateRange', label: 'widgets:list.createTime' },
]);

/** `system/user/index`: the users with their roles, status and password reset; export and import. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const screenName = useScreenName(t('user.userName'));
  const me = useSessionStore((s) => s.user?.userId);
  const statuses = useDict('sys_normal_disable');
  const [resetting, setResetting] = useState<SystemUser | null>(null);
  const [importing, setImporting] = useState(false);
  const importColumns = useUserImportColumns(importing);
  /** The administrator account and the caller's own account cannot be deleted or disabled. */
  const protectedUser = (user: SystemUser) => user.userId === ADMIN_USER_ID || user.userId === me;

  const crud = useCrudList<SystemUser, UserForm>({
    resource: users,
    queryKey: userKeys.list(),
    writeKey: userKeys.all,
    filters: FILTERS,
    perms: USER_PERMS,
    nameField: 'userName',
    selectionLocked: protectedUser,
    tableId: 'system-user',
    exportName: screenName,
    // Widths that fit a 1366 px window without scrolling, so no column hides under the actions.
    columns: ({ sort, pinnedActions, status }) => [
      fieldColumn('userId', t('user.userId'), { width: 70, sort }),
      fieldColumn('userName', t('user.userName'), { width: 110, ellipsis: true, sort }),
      { key: 'name', title: t('user.name'), dataIndex: 'name', ellipsis: true },
      { key: 'nickName', title: t('user.nickName'), dataIndex: 'nickName', ellipsis: true },
      {
        key: 'roles',
        title: t('user.roles'),
        dataIndex: 'roles',
        width: 130,
        render: (_: unknown, user) => (
          <Space size={[0, 4]} wrap>
            {user.roles.map((r) => (
              <Tag key={r.roleId} color={r.status === '0' ? 'blue' : 'default'}>
                {r.roleName}
              </Tag>
            ))}
          </Space>
        ),
        exportValue: (user) => user.roles.map((r) => r.roleName).join(', '),
      },
      { key: 'phonenumber', title: t('user.phonenumber'), dataIndex: 'phonenumber', width: 130 },
      status((user, value) => changeUserStatus(user.userId, value), {
        nameOf: (user) => user.userName,
        exportValue: (user) => dictLabel(statuses, user.status),
        locked: protectedUser,
        width: 80,
      }),
      createTimeColumn(t, sort),
      pinnedActions(
        (user) => ({
          ...(protectedUser(user) ? { remove: undefined } : {}),
          // The administrator's password and roles are not changed from this list.
          more:
            user.userId === ADMIN_USER_ID
              ? []
              : [
                  { label: t('user.resetPwd'), permission: USER_PERMS.resetPwd, onClick: () => setResetting(user) },
                  {
                    label: t('user.authRole'),
                    permission: USER_PERMS.edit,
                    onClick: () => void navigate(`/system/user-auth/role/${user.userId}`),
                  },
                ],
        }),
        170,
      ),
    ],
    columnDeps: [t, statuses, me, navigate],
  });
  const { newRoleIds, openAdd } = useAddWithRole(crud.dialog.openCreate);
  const resetPassword = useListAction(
    userKeys.list(),
    ({ user, password }: { user: SystemUser; password: string }) => resetUserPassword(user.userId, password),
    ({ user }) => t('user.passwordReset', { name: user.userName }),
  );
  // the passwords the import made up, shown once in their own dialog
  const [madePasswords, setMadePasswords] = useState<MadePassword[]>([]);
  const importRows = useListAction(
    userKeys.all,
    async (rows: Array<Record<string, unknown>>) => setMadePasswords((await importUsers(rows)).data?.passwords ?? []),
    (rows) => t('widgets:import.done', { count: rows.length }),
  );

  return (
    <CrudScreen
      crud={crud}
      toolbar={{ add: { permission: USER_PERMS.add, onClick: openAdd } }}
      buttons={<ImportButton permission={USER_PERMS.import} onClick={() => setImporting(true)} />}
      scrollX={1000}
    >
      <UserDialog {...crud.editDialog} newRoleIds={newRoleIds} />
      <ResetPasswordDialog
        user={resetting}
        onSubmit={(password) => (resetting ? resetPassword({ user: resetting, password }) : Promise.resolve(false))}
        onClose={() => setResetting(null)}
      />
      <ImportDialog
        open={importing}
        name={screenName}
        columns={importColumns.columns}
        ready={importColumns.ready}
        onImport={importRows}
        onClose={() => setImporting(false)}
      />
      <MadePasswordsDialog passwords={madePasswords} onClose={() => setMadePasswords([])} />
    </CrudScreen>
  );
}
