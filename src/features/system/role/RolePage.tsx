import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  ListTable,
  SearchForm,
  sortable,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useEditDialog,
  useCrudActions,
  useInvalidate,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { currentLanguage } from '@/i18n';
import { changeRoleStatus, deleteRoles, listRoles, saveRole } from './api';
import { RoleDialog } from './RoleDialog';
import type { Role, RoleForm } from './types';
import { ROLE_PERMS } from './perms';
import { roleKeys } from './queries';

const FILTERS = defineFilters([
  { name: 'roleName', kind: 'text', label: 'system:role.roleName' },
  { name: 'roleKey', kind: 'text', label: 'system:role.roleKey' },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
  { name: 'dateRange', kind: 'dateRange', label: 'widgets:list.createTime' },
]);

/** The administrator role holds every permission; the backend refuses to change it. */
const isAdminRole = (role: Role) => role.roleKey === 'admin';

/** `system/role/index`: roles with their menu permission tree, status and users. */
export default function RolePage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { can } = useAccess();
  const language = currentLanguage();
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(roleKeys.list(), listRoles, list.query);
  const { orderByColumn, isAsc } = list;
  const invalidate = useInvalidate(roleKeys.all);
  const dialog = useEditDialog<Role>();
  const { openEdit } = dialog;

  const { save, askDelete, selected, setSelected } = useCrudActions<Role, RoleForm>({
    key: roleKeys.all,
    idField: 'roleId',
    nameField: 'roleName',
    save: saveRole,
    remove: deleteRoles,
  });
  const columns = useMemo(
    (): ListColumns<Role> => [
      { key: 'roleId', title: t('role.roleId'), dataIndex: 'roleId', width: 100 },
      { key: 'roleName', title: t('role.roleName'), dataIndex: 'roleName', width: 170, ellipsis: true },
      // The name in the other language: English beside Chinese, Chinese beside English.
      {
        key: 'otherName',
        title: t('role.otherName'),
        dataIndex: language === 'en' ? 'roleNameZh' : 'roleNameEn',
        width: 170,
        ellipsis: true,
      },
      {
        key: 'roleKey',
        title: t('role.roleKey'),
        dataIndex: 'roleKey',
        width: 160,
        ellipsis: true,
        ...sortable({ orderByColumn, isAsc }, 'roleKey'),
      },
      {
        key: 'roleSort',
        title: t('role.roleSort'),
        dataIndex: 'roleSort',
        width: 110,
        ...sortable({ orderByColumn, isAsc }, 'roleSort'),
      },
      {
        key: 'status',
        title: t('widgets:list.status'),
        dataIndex: 'status',
        width: 90,
        render: (_: unknown, role) => (
          <StatusSwitch
            status={role.status}
            name={role.roleName}
            disabled={!can(ROLE_PERMS.edit) || isAdminRole(role)}
            onChange={(status) => changeRoleStatus(role.roleId, status).then(invalidate)}
          />
        ),
      },
      createTimeColumn(t, { orderByColumn, isAsc }),
      {
        ...actionsColumn(
          t,
          (role: Role) => {
            // The administrator role holds every permission; it is neither edited nor deleted.
            const editable = !isAdminRole(role);
            return {
              edit: editable ? { permission: ROLE_PERMS.edit, onClick: () => openEdit(role) } : undefined,
              remove: editable ? { permission: ROLE_PERMS.remove, onClick: () => void askDelete([role]) } : undefined,
              more: [
                {
                  label: t('role.authUser'),
                  permission: ROLE_PERMS.edit,
                  onClick: () => void navigate(`/system/role-auth/user/${role.roleId}`),
                },
              ],
            };
          },
          220,
        ),
        fixed: 'right',
      },
    ],
    [t, language, orderByColumn, isAsc, can, invalidate, openEdit, askDelete, navigate],
  );
  const visibility = useColumnVisibility('system-role', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={ROLE_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={ROLE_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<Role>
        rowKey="roleId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.roleName, locked: isAdminRole }}
        scrollX={1250}
        nameColumn="roleName"
      />
      <RoleDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
