import { useState } from 'react';
import { Button, Card } from 'antd';
import { CloseOutlined, PlusOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { Access } from '@/components/Access';
import {
  confirmAction,
  defineFilters,
  ListTable,
  SearchForm,
  TableToolbar,
  useCrudList,
  useListAction,
} from '@/components/list';
import PageLoading from '@/components/PageLoading';
import { useCurrentPage } from '@/router/current-page';
import { useClosePage } from '@/hooks/useClosePage';
import type { SystemUser } from '@/features/system/user';
import { addRoleUsers, cancelRoleUsers, listAllocatedUsers } from './api';
import { roleKeys, useRole } from './queries';
import { SelectUsersDialog } from './SelectUsersDialog';
import { useRoleUserColumns } from './useRoleUserColumns';
import { ROLE_PERMS } from './perms';
import { LoadFailed } from '@/components/LoadFailed';

const FILTERS = defineFilters([
  { name: 'userName', kind: 'text', label: 'system:user.userName' },
  { name: 'phonenumber', kind: 'text', label: 'system:user.phonenumber' },
]);
const ROLES = '/system/role/index';
/** Everything the system features cached: who holds a role shows on the role and the user screens. */
const SYSTEM = queryKeys('system').all;

/**
 * `system/role/authUser` at /system/role-auth/user/{roleId}: the users holding a role, with
 * filters and pages; take the role from one or several (after a confirmation) or give it to more.
 */
export default function AuthUserPage() {
  const { t } = useTranslation('system');
  const roleId = Number(useCurrentPage().params.roleId);
  const role = useRole(roleId);
  const userColumns = useRoleUserColumns([
    { key: 'nickName', title: t('user.nickName'), dataIndex: 'nickName' },
    { key: 'email', title: t('user.email'), dataIndex: 'email', ellipsis: true },
  ]);
  const closePage = useClosePage();
  const [adding, setAdding] = useState(false);
  // Who holds a role shows on the role and the user screens: refresh both.
  const cancel = useListAction(SYSTEM, (userIds: number[]) => cancelRoleUsers(roleId, userIds), t('authUser.removed'));
  const add = useListAction(SYSTEM, (userIds: number[]) => addRoleUsers(roleId, userIds), t('authUser.added'));
  const crud = useCrudList<SystemUser, SystemUser>({
    resource: { list: (query) => listAllocatedUsers({ ...query, roleId }), idField: 'userId' },
    queryKey: roleKeys.of('allocated', roleId),
    filters: FILTERS,
    // A page hidden from the menu keeps its list state in memory (one tab per role).
    state: { inUrl: false },
    query: { enabled: role.isSuccess },
    // Taking the role away is the screen's own action, not a delete.
    perms: {},
    nameField: 'userName',
    selectable: true,
    tableId: 'system-role-auth-user',
    columns: () => [
      ...userColumns,
      {
        title: t('widgets:list.actions'),
        width: 120,
        render: (_: unknown, user: SystemUser) => (
          <Access permission={ROLE_PERMS.edit}>
            <Button type="link" size="small" danger onClick={() => void askRemove([user])}>
              {t('authUser.remove')}
            </Button>
          </Access>
        ),
      },
    ],
    columnDeps: [t, userColumns],
  });

  if (role.isError) {
    return <LoadFailed error={role.error} notFound={t('authUser.unknownRole')} onRetry={() => void role.refetch()} />;
  }
  if (!role.data) return <PageLoading />;

  async function askRemove(users: SystemUser[]) {
    const question =
      users.length === 1
        ? t('authUser.confirmRemove', { name: users[0].userName })
        : t('authUser.confirmRemoveMany', { count: users.length });
    if (!(await confirmAction(question))) return;
    if (await cancel(users.map((u) => u.userId))) crud.setSelected([]);
  }

  return (
    <Card variant="borderless" title={t('authUser.title', { name: role.data.roleName })}>
      <SearchForm {...crud.searchForm} />
      <TableToolbar search={crud.list} onRefresh={crud.result.refresh}>
        <Access permission={ROLE_PERMS.edit}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('authUser.addUsers')}
          </Button>
          <Button
            danger
            icon={<UserDeleteOutlined />}
            disabled={!crud.selected.length}
            onClick={() => void askRemove(crud.selected)}
          >
            {t('authUser.removeSelected')}
          </Button>
        </Access>
        <Button icon={<CloseOutlined />} onClick={() => void closePage(ROLES)}>
          {t('authUser.back')}
        </Button>
      </TableToolbar>
      <ListTable {...crud.table} scrollX={960} />
      <SelectUsersDialog roleId={roleId} open={adding} onSubmit={add} onClose={() => setAdding(false)} />
    </Card>
  );
}
