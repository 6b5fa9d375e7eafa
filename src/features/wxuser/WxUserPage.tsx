import { useMemo } from 'react';
import { Avatar, Card, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  createTimeColumn,
  defineFilters,
  ExportButton,
  ListTable,
  SearchForm,
  StatusSwitch,
  TableToolbar,
  useColumnVisibility,
  useInvalidate,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { dictLabel, useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import { changeWxUserStatus, listWxUsers } from './api';
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
  const { can } = useAccess();
  const screenName = useCurrentPage().page.meta.title ?? t('title');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(wxUserKeys.list(), listWxUsers, list.query);
  const { orderByColumn, isAsc } = list;
  const invalidate = useInvalidate(wxUserKeys.all);
  const statuses = useDict('sys_normal_disable');

  const columns = useMemo((): ListColumns<WxUser> => {
    const accountOf = (w: WxUser) => (w.userId === null ? t('bound.no') : `${w.userNickName} (${w.userName})`);
    return [
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
      {
        key: 'account',
        title: t('column.account'),
        width: 200,
        render: (_, w) => accountOf(w),
        exportValue: accountOf,
      },
      { ...createTimeColumn(t, { orderByColumn, isAsc }), title: t('column.createTime') },
      {
        key: 'status',
        title: t('widgets:list.status'),
        width: 100,
        render: (_, w) => (
          <StatusSwitch
            status={w.status}
            name={w.nickname}
            disabled={!can(WXUSER_PERMS.edit)}
            onChange={(status) => changeWxUserStatus(w.wxUserId, status).then(invalidate)}
          />
        ),
        exportValue: (w) => dictLabel(statuses, w.status),
      },
    ];
  }, [t, orderByColumn, isAsc, can, invalidate, statuses]);
  const visibility = useColumnVisibility('admin-wxuser', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <ExportButton
          permission={WXUSER_PERMS.list}
          name={screenName}
          fetchPage={listWxUsers}
          query={list.query}
          columns={visibility.visible}
        />
      </TableToolbar>
      <ListTable<WxUser>
        rowKey="wxUserId"
        list={list}
        result={result}
        columns={visibility.visible}
        scrollX={900}
        nameColumn="nickname"
      />
    </Card>
  );
}
