import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import { useDict } from '@/hooks/useDict';
import type { SystemUser } from '@/features/system/user';

/**
 * The user columns of the role-auth page and of its user picker: user name, name, then any
 * `middle` columns, then phone, status and creation time.
 */
export function useRoleUserColumns(middle: TableColumnsType<SystemUser> = []): TableColumnsType<SystemUser> {
  const { t } = useTranslation('system');
  const statuses = useDict('sys_normal_disable');
  return [
    { key: 'userName', title: t('user.userName'), dataIndex: 'userName' },
    { key: 'name', title: t('user.name'), dataIndex: 'name' },
    ...middle,
    { key: 'phonenumber', title: t('user.phonenumber'), dataIndex: 'phonenumber' },
    {
      key: 'status',
      title: t('widgets:list.status'),
      dataIndex: 'status',
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { key: 'createTime', title: t('widgets:list.createTime'), dataIndex: 'createTime', width: 170 },
  ];
}
