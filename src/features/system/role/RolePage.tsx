import { useState } from 'react';
import { Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Access } from '@/components/Access';
import { DictSelect } from '@/components/DictSelect';
import {
  confirmDelete,
  DateRangeFilter,
  ListPagination,
  SearchForm,
  sortable,
  sortChange,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useEditDialog,
  useInvalidate,
  useListAction,
  useListQuery,
  useListState,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { currentLanguage } from '@/i18n';
import { changeRoleStatus, deleteRoles, listRoles, roleKeys, saveRole } from './api';
import { RoleDialog } from './RoleDialog';
import type { Role } from './types';

const FILTERS = ['roleName', 'roleKey', 'status'];
const RANGES = { dateRange: '' };

/** The administrator role holds every permission; the backend refuses to change it. */
const isAdminRole = (role: Role) => role.roleKey === 'admin';

/** `system/role/index`: roles with their menu permission tree, status and users. */
export default function RolePage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { can } = useAccess();
  const list = useListState({ filters: FILTERS, ranges: RANGES });
  const { rows, total, loading, refresh } = useListQuery(roleKeys.list, listRoles, list.query);
  const invalidate = useInvalidate(roleKeys.all);
  const dialog = useEditDialog<Role>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<Role[]>([]);

  const save = useListAction(roleKeys.all, saveRole, (form) =>
    t(form.roleId ? 'widgets:list.edited' : 'widgets:list.added'),
  );
  const remove = useListAction(roleKeys.all, deleteRoles, t('widgets:list.deleted'));

  const askDelete = async (roles: Role[]) => {
    if (!(await confirmDelete(roles.map((r) => r.roleName)))) return;
    if (await remove(roles.map((r) => r.roleId))) setSelected([]);
  };

  const columns: TableColumnsType<Role> = [
    { key: 'roleId', title: t('role.roleId'), dataIndex: 'roleId', width: 100 },
    { key: 'roleName', title: t('role.roleName'), dataIndex: 'roleName', width: 170, ellipsis: true },
    // The name in the other language: English beside Chinese, Chinese beside English.
    {
      key: 'otherName',
      title: t('role.otherName'),
      dataIndex: currentLanguage() === 'en' ? 'roleNameZh' : 'roleNameEn',
      width: 170,
      ellipsis: true,
    },
    {
      key: 'roleKey',
      title: t('role.roleKey'),
      dataIndex: 'roleKey',
      width: 160,
      ellipsis: true,
      ...sortable(list, 'roleKey'),
    },
    { key: 'roleSort', title: t('role.roleSort'), dataIndex: 'roleSort', width: 110, ...sortable(list, 'roleSort') },
    {
      key: 'status',
      title: t('widgets:list.status'),
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, role) => (
        <StatusSwitch
          status={role.status}
          name={role.roleName}
          disabled={!can('system:role:edit') || isAdminRole(role)}
          onChange={(status) => changeRoleStatus(role.roleId, status).then(invalidate)}
        />
      ),
    },
    {
      key: 'createTime',
      title: t('widgets:list.createTime'),
      dataIndex: 'createTime',
      width: 170,
      ...sortable(list, 'createTime'),
    },
    {
      title: t('widgets:list.actions'),
      fixed: 'right',
      width: 220,
      render: (_: unknown, role) => (
        <Space size={0}>
          {isAdminRole(role) ? null : (
            <>
              <Access permissions={['system:role:edit']}>
                <Button type="link" size="small" onClick={() => dialog.openEdit(role)}>
                  {t('widgets:list.edit')}
                </Button>
              </Access>
              <Access permissions={['system:role:remove']}>
                <Button type="link" size="small" danger onClick={() => void askDelete([role])}>
                  {t('widgets:list.delete')}
                </Button>
              </Access>
            </>
          )}
          <Access permissions={['system:role:edit']}>
            <Button type="link" size="small" onClick={() => void navigate(`/system/role-auth/user/${role.roleId}`)}>
              {t('role.authUser')}
            </Button>
          </Access>
        </Space>
      ),
    },
  ];
  const visibility = useColumnVisibility('system-role', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} hidden={!showSearch}>
        <Form.Item name="roleName" label={t('role.roleName')}>
          <Input placeholder={t('widgets:list.inputPrompt', { field: t('role.roleName') })} allowClear />
        </Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')}>
          <Input placeholder={t('widgets:list.inputPrompt', { field: t('role.roleKey') })} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('widgets:list.status')}>
          <DictSelect type="sys_normal_disable" placeholder={t('widgets:list.status')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="dateRange" label={t('widgets:list.createTime')}>
          <DateRangeFilter />
        </Form.Item>
      </SearchForm>
      <TableToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={refresh} columns={visibility}>
        <Access permissions={['system:role:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={dialog.openCreate}>
            {t('widgets:list.add')}
          </Button>
        </Access>
        <Access permissions={['system:role:remove']}>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => void askDelete(selected)}>
            {t('widgets:list.delete')}
          </Button>
        </Access>
      </TableToolbar>
      <Table<Role>
        rowKey="roleId"
        columns={visibility.visible}
        dataSource={rows}
        loading={loading}
        pagination={false}
        onChange={sortChange(list)}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.roleId),
          onChange: (_, roles) => setSelected(roles),
          getCheckboxProps: (role) => ({ disabled: isAdminRole(role), 'aria-label': role.roleName }),
        }}
        scroll={{ x: 1250 }}
        size="middle"
      />
      <ListPagination total={total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <RoleDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
