import { useState } from 'react';
import { Button, Card, Descriptions, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import PageLoading from '@/components/PageLoading';
import { useUnsavedChanges } from '@/hooks/useUnsavedChanges';
import { useCurrentPage } from '@/router/current-page';
import { useClosePage } from '@/hooks/useClosePage';
import { sameValues } from '@/utils/same-values';
import { useSaveUserAuthRole, useUserAuthRole } from './queries';
import type { RoleOption } from './types';
import { LoadFailed } from '@/components/LoadFailed';

const USERS = '/system/user/index';

/**
 * `system/user/authRole` at /system/user-auth/role/{userId}: the user and every role it may
 * hold, checked where it does; Submit saves and goes back to the users.
 */
export default function AuthRolePage() {
  const { t } = useTranslation('system');
  const userId = Number(useCurrentPage().params.userId);
  const answer = useUserAuthRole(userId);
  const saveRoles = useSaveUserAuthRole(userId);
  const closePage = useClosePage();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const held = answer.data?.roles.filter((r) => r.flag).map((r) => r.roleId) ?? [];
  const selected = chosen ?? held;
  useUnsavedChanges(chosen !== null && !sameValues([...chosen].sort(), [...held].sort()));

  if (answer.isError) {
    return (
      <LoadFailed error={answer.error} notFound={t('authRole.unknownUser')} onRetry={() => void answer.refetch()} />
    );
  }
  if (!answer.data) return <PageLoading />;
  const { user, roles } = answer.data;

  const submit = async () => {
    try {
      await saveRoles.mutateAsync(selected);
    } catch {
      return; // the request layer said why; the choice stays
    }
    setChosen(null);
    void feedback.success(t('authRole.saved'));
    void closePage(USERS, { saved: true });
  };

  const columns: TableColumnsType<RoleOption> = [
    { key: 'roleId', title: t('role.roleId'), dataIndex: 'roleId', width: 100 },
    { key: 'roleName', title: t('authRole.roleName'), dataIndex: 'roleName' },
    { key: 'roleKey', title: t('authRole.roleKey'), dataIndex: 'roleKey' },
    { key: 'createTime', title: t('authRole.createTime'), dataIndex: 'createTime', width: 180 },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('authRole.basicInfo')} variant="borderless">
        <Descriptions
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'userName', label: t('user.userName'), children: user.userName },
            { key: 'name', label: t('user.name'), children: user.name },
            { key: 'nickName', label: t('user.nickName'), children: user.nickName },
          ]}
        />
      </Card>
      <Card
        title={t('authRole.roleInfo')}
        variant="borderless"
        extra={<span>{t('authRole.selected', { count: selected.length })}</span>}
      >
        <Table<RoleOption>
          rowKey="roleId"
          columns={columns}
          dataSource={roles}
          pagination={false}
          size="middle"
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setChosen(keys.map(Number)),
            getCheckboxProps: (role) => ({ 'aria-label': role.roleName }),
          }}
        />
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={saveRoles.isPending} onClick={() => void submit()}>
            {t('authRole.submit')}
          </Button>
          <Button onClick={() => void closePage(USERS)}>{t('authRole.back')}</Button>
        </Space>
      </Card>
    </Space>
  );
}
