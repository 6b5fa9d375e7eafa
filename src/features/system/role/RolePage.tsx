import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createTimeColumn, CrudScreen, defineFilters, fieldColumn, useCrudList } from '@/components/list';
import { currentLanguage } from '@/i18n';
import { changeRoleStatus, roles } from './api';
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
  const language = currentLanguage();
  const crud = useCrudList<Role, RoleForm>({
    resource: roles,
    queryKey: roleKeys.list(),
    writeKey: roleKeys.all,
    filters: FILTERS,
    perms: ROLE_PERMS,
    nameField: 'roleName',
    selectionLocked: isAdminRole,
    tableId: 'system-role',
    columns: ({ sort, pinnedActions, status }) => [
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
      fieldColumn('roleKey', t('role.roleKey'), { width: 160, ellipsis: true, sort }),
      fieldColumn('roleSort', t('role.roleSort'), { width: 110, sort }),
      status((role, value) => changeRoleStatus(role.roleId, value), {
        nameOf: (role) => role.roleName,
        exportValue: (role) => role.status,
        locked: isAdminRole,
      }),
      createTimeColumn(t, sort),
      pinnedActions(
        (role) => ({
          // The administrator role holds every permission; it is neither edited nor deleted.
          ...(isAdminRole(role) ? { edit: undefined, remove: undefined } : {}),
          more: [
            {
              label: t('role.authUser'),
              permission: ROLE_PERMS.edit,
              onClick: () => void navigate(`/system/role-auth/user/${role.roleId}`),
            },
          ],
        }),
        220,
      ),
    ],
    columnDeps: [t, language, navigate],
  });

  return (
    <CrudScreen crud={crud} scrollX={1250}>
      <RoleDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
