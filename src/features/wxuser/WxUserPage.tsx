import { Avatar, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, textColumn, useCrudList } from '@/components/list';
import { dictLabel, useDict } from '@/hooks/useDict';
import { useScreenName } from '@/router/current-page';
import { changeWxUserStatus, wxUsers } from './api';
import { WXUSER_PERMS } from './perms';
import { wxUserKeys } from './queries';
import type { WxUser } from './types';

const BOUND_OPTIONS = [
  { value: '1', label: 'wxuser:bound.yes' },
  { value: '0', label: 'wxuser:bound.no' },
] as const;

const FILTERS = defineFilters([
  { name: 'nickname', kind: 'text', label: 'wxuser:column.nickname' },
  { name: 'phone', kind: 'text', label: 'wxuser:column.phone', placeholder: 'wxuser:phonePrompt' },
  { name: 'bound', kind: 'select', label: 'wxuser:column.account', options: BOUND_OPTIONS, width: 130 },
  { name: 'status', kind: 'dict', label: 'widgets:list.status', dictType: 'sys_normal_disable' },
  { name: 'dateRange', kind: 'dateRange', label: 'wxuser:column.createTime' },
]);

/** `admin/wxuser/index`: the mini-program's users; phones arrive masked; enable or disable one (asks first). */
export default function WxUserPage() {
  const { t } = useTranslation('wxuser');
  const statuses = useDict('sys_normal_disable');
  const accountOf = (w: WxUser) => (w.userId === null ? t('bound.no') : `${w.userNickName} (${w.userName})`);
  const crud = useCrudList<WxUser, WxUser>({
    resource: wxUsers,
    queryKey: wxUserKeys.list(),
    writeKey: wxUserKeys.all,
    filters: FILTERS,
    // Enabling and disabling is the only write; the export is open to whoever sees the list.
    perms: { edit: WXUSER_PERMS.edit, export: WXUSER_PERMS.list },
    nameField: 'nickname',
    selectable: false,
    tableId: 'admin-wxuser',
    exportName: useScreenName(t('title')),
    columns: ({ sort, status }) => [
      {
        key: 'nickname',
        title: t('column.nickname'),
        width: 180,
        render: (_, w) => (
          <Space>
            <Avatar
              size="small"
              src={w.avatar || undefined}
              icon={<UserOutlined />}
              alt={t('avatarOf', { name: w.nickname })}
            />
            {w.nickname}
          </Space>
        ),
        exportValue: (w) => w.nickname,
      },
      { key: 'phone', title: t('column.phone'), dataIndex: 'phone', width: 140 },
      textColumn('account', t('column.account'), 200, accountOf),
      { ...createTimeColumn(t, sort), title: t('column.createTime') },
      status((w, value) => changeWxUserStatus(w.wxUserId, value), {
        nameOf: (w) => w.nickname,
        exportValue: (w) => dictLabel(statuses, w.status),
        width: 100,
      }),
    ],
    columnDeps: [t, statuses],
  });

  return <CrudScreen crud={crud} scrollX={900} />;
}
