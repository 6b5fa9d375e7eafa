import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddButton, RowActions, useCrudActions } from '@/components/list';
import { DictTag } from '@/components/DictTag';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { useFormName } from '@/hooks/useFormName';
import { MenuIcon } from '@/layout/menu-icons';
import { roleKeys } from '@/features/system/role';
import { menus } from './api';
import { MenuDialog } from './MenuDialog';
import { menuTree, parentIds } from './menu-tree';
import { MENU_PERMS } from './perms';
import { menuKeys, useMenuList } from './queries';
import type { MenuFilters, MenuForm, MenuNode, MenuRecord, MenuType } from './types';
import styles from './menu-page.module.css';

const NO_FILTERS: MenuFilters = { menuName: '', status: '' };

/** The dialog: closed, or open on an entry to edit, or on a new one under a parent. */
type DialogState = { open: false } | { open: true; record: MenuRecord | null; parent: MenuRecord | null };

/** `system/menu/index`: the master menu as a tree table of directories, pages and buttons (docs/api.md "Menus"). */
export default function MenuPage() {
  const { t } = useTranslation('system');
  const statuses = useDict('sys_normal_disable');
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);
  const [search] = Form.useForm<MenuFilters>();
  const formName = useFormName('menuSearch');
  const { data: rows = [], isFetching } = useMenuList(filters);
  const tree = useMemo(() => menuTree(rows), [rows]);
  // 'all' follows the tree (the list may still be on its way when the button is pressed)
  const [expanded, setExpanded] = useState<readonly number[] | 'all'>([]);
  const expandedKeys = expanded === 'all' ? parentIds(tree) : expanded;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const queryClient = useQueryClient();
  const { save, askDelete } = useCrudActions<MenuRecord, MenuForm>({
    key: menuKeys.all,
    idField: 'menuId',
    nameField: 'menuName',
    // the role editor's tree is this table too: it is read again after every change
    save: (form) => menus.save(form).finally(() => void queryClient.invalidateQueries({ queryKey: roleKeys.all })),
    remove: (ids) => menus.remove(ids).finally(() => void queryClient.invalidateQueries({ queryKey: roleKeys.all })),
  });
  const allOpen = expandedKeys.length > 0 || expanded === 'all';
  const typeLabel: Record<MenuType, string> = {
    M: t('menu.typeDirectory'),
    C: t('menu.typePage'),
    F: t('menu.typeButton'),
  };

  const columns: TableColumnsType<MenuNode> = [
    { key: 'menuName', title: t('menu.menuName'), dataIndex: 'menuName', width: 220, ellipsis: true },
    {
      key: 'icon',
      title: t('menu.icon'),
      width: 70,
      align: 'center',
      render: (_, row) => (row.icon ? <MenuIcon name={row.icon} /> : null),
    },
    { key: 'menuType', title: t('menu.menuType'), width: 90, render: (_, row) => typeLabel[row.menuType] },
    { key: 'orderNum', title: t('menu.orderNum'), dataIndex: 'orderNum', width: 80 },
    { key: 'perms', title: t('menu.perms'), dataIndex: 'perms', width: 190, ellipsis: true },
    {
      key: 'component',
      title: t('menu.component'),
      width: 190,
      ellipsis: true,
      render: (_, row) => row.component || (row.menuType === 'C' && row.path ? row.path : ''),
    },
    {
      key: 'shown',
      title: t('menu.visibility'),
      width: 90,
      render: (_, row) =>
        row.hidden ? <Tag>{t('menu.hidden')}</Tag> : <Tag color="processing">{t('menu.visible')}</Tag>,
    },
    {
      key: 'status',
      title: t('widgets:list.status'),
      width: 90,
      render: (_, row) => <DictTag options={statuses} value={row.status} />,
    },
    {
      key: 'actions',
      title: t('widgets:list.actions'),
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          edit={{ permission: MENU_PERMS.edit, onClick: () => setDialog({ open: true, record: row, parent: null }) }}
          remove={{ permission: MENU_PERMS.remove, onClick: () => void askDelete([row]) }}
          more={
            row.menuType === 'F'
              ? []
              : [
                  {
                    label: t('menu.addChild'),
                    permission: MENU_PERMS.add,
                    onClick: () => setDialog({ open: true, record: null, parent: row }),
                  },
                ]
          }
        />
      ),
    },
  ];

  const runSearch = (values: Partial<MenuFilters>) =>
    setFilters({ menuName: (values.menuName ?? '').trim(), status: values.status ?? '' });

  return (
    <Card variant="borderless">
      <Form
        form={search}
        name={formName}
        layout="inline"
        className={styles.search}
        onFinish={runSearch}
        role="search"
        aria-label={t('widgets:list.searchForm')}
      >
        <Form.Item name="menuName" label={t('menu.menuName')}>
          <Input allowClear placeholder={t('menu.menuNamePrompt')} maxLength={50} />
        </Form.Item>
        <Form.Item name="status" label={t('widgets:list.status')}>
          <Select allowClear className={styles.status} options={dictSelectOptions(statuses)} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('widgets:list.search')}
            </Button>
            <Button
              onClick={() => {
                search.resetFields();
                setFilters(NO_FILTERS);
              }}
            >
              {t('widgets:list.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space wrap className={styles.toolbar}>
        <AddButton permission={MENU_PERMS.add} onClick={() => setDialog({ open: true, record: null, parent: null })} />
        <Button onClick={() => setExpanded(allOpen ? [] : 'all')} aria-pressed={allOpen}>
          {allOpen ? t('menu.collapseAll') : t('menu.expandAll')}
        </Button>
      </Space>
      <Table<MenuNode>
        rowKey="menuId"
        size="middle"
        columns={columns}
        dataSource={tree}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 1230 }}
        expandable={{
          expandedRowKeys: [...expandedKeys],
          onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
        }}
      />
      <MenuDialog
        open={dialog.open}
        record={dialog.open ? dialog.record : null}
        parent={dialog.open ? dialog.parent : null}
        menus={rows}
        onSubmit={save}
        onClose={() => setDialog({ open: false })}
      />
    </Card>
  );
}
