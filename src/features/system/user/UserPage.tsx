import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Space, Tag, type MenuProps, type TableColumnsType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Access } from '@/components/Access';
import { DictSelect } from '@/components/DictSelect';
import {
  AddButton,
  createTimeColumn,
  DateRangeFilter,
  DeleteSelectedButton,
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
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { useSessionStore } from '@/stores/session';
import { ADMIN_USER_ID } from './admin';
import { changeUserStatus, deleteUsers, listUsers, resetUserPassword, saveUser, userKeys } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import type { SystemUser, UserForm } from './types';
import { UserDialog } from './UserDialog';

const FILTERS = ['userName', 'name', 'phonenumber', 'status'];
const RANGES = { dateRange: '' };

/** `system/user/index`: the users (spec 2.2, 3, 5) with their roles, status and password reset. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { can } = useAccess();
  const me = useSessionStore((s) => s.user?.userId);
  const list = useListState({ filters: FILTERS, ranges: RANGES });
  const result = useListQuery(userKeys.list, listUsers, list.query);
  const invalidate = useInvalidate(userKeys.all);
  const dialog = useEditDialog<SystemUser>();
  const [resetting, setResetting] = useState<SystemUser | null>(null);

  const { save, askDelete, selected, setSelected } = useCrudActions<SystemUser, UserForm>({
    key: userKeys.all,
    idField: 'userId',
    nameField: 'userName',
    save: saveUser,
    remove: deleteUsers,
  });
  const resetPassword = useListAction(
    userKeys.list,
    ({ user, password }: { user: SystemUser; password: string }) => resetUserPassword(user.userId, password),
    ({ user }) => t('user.passwordReset', { name: user.userName }),
  );

  /** The administrator account and the caller's own account cannot be deleted or disabled. */
  const protectedUser = (user: SystemUser) => user.userId === ADMIN_USER_ID || user.userId === me;

  const moreActions = (user: SystemUser): MenuProps['items'] => [
    ...(can('system:user:resetPwd')
      ? [{ key: 'resetPwd', label: t('user.resetPwd'), onClick: () => setResetting(user) }]
      : []),
    ...(can('system:user:edit')
      ? [
          {
            key: 'authRole',
            label: t('user.authRole'),
            onClick: () => void navigate(`/system/user-auth/role/${user.userId}`),
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<SystemUser> = [
    { key: 'userId', title: t('user.userId'), dataIndex: 'userId', width: 90, ...sortable(list, 'userId') },
    {
      key: 'userName',
      title: t('user.userName'),
      dataIndex: 'userName',
      width: 140,
      ellipsis: true,
      ...sortable(list, 'userName'),
    },
    { key: 'name', title: t('user.name'), dataIndex: 'name', width: 130, ellipsis: true },
    { key: 'nickName', title: t('user.nickName'), dataIndex: 'nickName', width: 120, ellipsis: true },
    {
      key: 'roles',
      title: t('user.roles'),
      dataIndex: 'roles',
      width: 200,
      render: (_: unknown, user) => (
        <Space size={[0, 4]} wrap>
          {user.roles.map((r) => (
            <Tag key={r.roleId} color={r.status === '0' ? 'blue' : 'default'}>
              {r.roleName}
            </Tag>
          ))}
        </Space>
      ),
    },
    { key: 'phonenumber', title: t('user.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    {
      key: 'status',
      title: t('widgets:list.status'),
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, user) => (
        <StatusSwitch
          status={user.status}
          name={user.userName}
          disabled={!can('system:user:edit') || protectedUser(user)}
          onChange={(status) => changeUserStatus(user.userId, status).then(invalidate)}
        />
      ),
    },
    createTimeColumn(t, list),
    {
      title: t('widgets:list.actions'),
      fixed: 'right',
      width: 200,
      render: (_: unknown, user) => {
        const more = user.userId === ADMIN_USER_ID ? [] : moreActions(user);
        return (
          <Space size={0}>
            <Access permission="system:user:edit">
              <Button type="link" size="small" onClick={() => dialog.openEdit(user)}>
                {t('widgets:list.edit')}
              </Button>
            </Access>
            {protectedUser(user) ? null : (
              <Access permission="system:user:remove">
                <Button type="link" size="small" danger onClick={() => void askDelete([user])}>
                  {t('widgets:list.delete')}
                </Button>
              </Access>
            )}
            {more?.length ? (
              <Dropdown menu={{ items: more }} trigger={['click']}>
                <Button type="link" size="small">
                  {t('user.more')} <DownOutlined />
                </Button>
              </Dropdown>
            ) : null}
          </Space>
        );
      },
    },
  ];
  const visibility = useColumnVisibility('system-user', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list}>
        <Form.Item name="userName" label={t('user.userName')}>
          <Input placeholder={t('widgets:list.inputPrompt', { field: t('user.userName') })} allowClear />
        </Form.Item>
        <Form.Item name="name" label={t('user.name')}>
          <Input placeholder={t('widgets:list.inputPrompt', { field: t('user.name') })} allowClear />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('user.phonenumber')}>
          <Input placeholder={t('widgets:list.inputPrompt', { field: t('user.phonenumber') })} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('widgets:list.status')}>
          <DictSelect type="sys_normal_disable" placeholder={t('widgets:list.status')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="dateRange" label={t('widgets:list.createTime')}>
          <DateRangeFilter />
        </Form.Item>
      </SearchForm>
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission="system:user:add" onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission="system:user:remove"
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<SystemUser>
        rowKey="userId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (u) => u.userName, locked: protectedUser }}
        scrollX={1300}
      />
      <UserDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
      <ResetPasswordDialog
        user={resetting}
        onSubmit={(password) => (resetting ? resetPassword({ user: resetting, password }) : Promise.resolve(false))}
        onClose={() => setResetting(null)}
      />
    </Card>
  );
}
