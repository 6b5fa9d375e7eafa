import { useCallback, useMemo, useState } from 'react';
import { Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  ExportButton,
  ImportButton,
  ImportDialog,
  ListTable,
  SearchForm,
  sortable,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useInvalidate,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { dictLabel, useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { useAddWithRole } from './add-with-role';
import { ADMIN_USER_ID } from './admin';
import { changeUserStatus, deleteUsers, importUsers, listUsers, resetUserPassword, saveUser } from './api';
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
  const { can } = useAccess();
  const screenName = useCurrentPage().page.meta.title ?? t('user.userName');
  const me = useSessionStore((s) => s.user?.userId);
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(userKeys.list(), listUsers, list.query);
  const { orderByColumn, isAsc } = list;
  const invalidate = useInvalidate(userKeys.all);
  const statuses = useDict('sys_normal_disable');
  const dialog = useEditDialog<SystemUser>();
  const { openEdit } = dialog;
  const { newRoleIds, openAdd } = useAddWithRole(dialog.openCreate);
  const [resetting, setResetting] = useState<SystemUser | null>(null);
  const [importing, setImporting] = useState(false);
  const importColumns = useUserImportColumns(importing);

  const { save, askDelete, selected, setSelected } = useCrudActions<SystemUser, UserForm>({
    key: userKeys.all,
    idField: 'userId',
    nameField: 'userName',
    save: saveUser,
    remove: deleteUsers,
  });
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

  /** The administrator account and the caller's own account cannot be deleted or disabled. */
  const protectedUser = useCallback((user: SystemUser) => user.userId === ADMIN_USER_ID || user.userId === me, [me]);

  // Widths that fit a 1366 px window without scrolling, so no column hides under the actions.
  const columns = useMemo(
    (): ListColumns<SystemUser> => [
      {
        key: 'userId',
        title: t('user.userId'),
        dataIndex: 'userId',
        width: 70,
        ...sortable({ orderByColumn, isAsc }, 'userId'),
      },
      {
        key: 'userName',
        title: t('user.userName'),
        dataIndex: 'userName',
        width: 110,
        ellipsis: true,
        ...sortable({ orderByColumn, isAsc }, 'userName'),
      },
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
      {
        key: 'status',
        title: t('widgets:list.status'),
        dataIndex: 'status',
        width: 80,
        render: (_: unknown, user) => (
          <StatusSwitch
            status={user.status}
            name={user.userName}
            disabled={!can(USER_PERMS.edit) || protectedUser(user)}
            onChange={(status) => changeUserStatus(user.userId, status).then(invalidate)}
          />
        ),
        exportValue: (user) => dictLabel(statuses, user.status),
      },
      createTimeColumn(t, { orderByColumn, isAsc }),
      {
        ...actionsColumn(
          t,
          (user: SystemUser) => ({
            edit: { permission: USER_PERMS.edit, onClick: () => openEdit(user) },
            remove: protectedUser(user)
              ? undefined
              : { permission: USER_PERMS.remove, onClick: () => void askDelete([user]) },
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
        fixed: 'right',
      },
    ],
    [t, orderByColumn, isAsc, can, statuses, invalidate, protectedUser, openEdit, askDelete, navigate],
  );
  const visibility = useColumnVisibility('system-user', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={USER_PERMS.add} onClick={openAdd} />
        <DeleteSelectedButton
          permission={USER_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
        <ImportButton permission={USER_PERMS.import} onClick={() => setImporting(true)} />
        <ExportButton
          permission={USER_PERMS.export}
          name={screenName}
          fetchPage={listUsers}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<SystemUser>
        rowKey="userId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (u) => u.userName, locked: protectedUser }}
        scrollX={1000}
        nameColumn="userName"
      />
      <UserDialog
        open={dialog.open}
        record={dialog.record}
        newRoleIds={newRoleIds}
        onSubmit={save}
        onClose={dialog.close}
      />
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
    </Card>
  );
}
