import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Access } from '@/components/Access';
import { DictSelect } from '@/components/DictSelect';
import { DictTag } from '@/components/DictTag';
import {
  confirmDelete,
  ListPagination,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useEditDialog,
  useListAction,
  useListQuery,
  useListState,
} from '@/components/list';
import { dictKeys, useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import {
  deleteDictData,
  dictDataKeys,
  dictTypeKeys,
  dictTypeOptions,
  getDictType,
  listDictData,
  saveDictData,
  type DictData,
  type DictDataForm,
} from './api';
import { DictDataDialog } from './DictDataDialog';

const FILTERS = ['dictType', 'dictLabel', 'status'];

/** `system/dict/data` at /system/dict-data/index/{dictId}: the entries of one dictionary type. */
export default function DictDataPage() {
  const { t } = useTranslation('dict');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dictId = Number(useCurrentPage().params.dictId);
  const type = useQuery({ queryKey: dictTypeKeys.one(dictId), queryFn: () => getDictType(dictId) });
  const options = useQuery({ queryKey: dictTypeKeys.options, queryFn: dictTypeOptions });
  const routeType = type.data?.dictType;
  // This page is hidden from the menu (a tab per query), so its list state stays in memory.
  const list = useListState({ filters: FILTERS, defaults: { dictType: routeType }, inUrl: false });
  const { rows, total, loading, refresh } = useListQuery(dictDataKeys.list, listDictData, list.query, !!routeType);
  const statuses = useDict('sys_normal_disable');
  const dialog = useEditDialog<DictData>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<DictData[]>([]);
  const shownType = String(list.filters.dictType ?? routeType ?? '');

  const afterWrite = async <A,>(call: (arg: A) => Promise<unknown>, arg: A) => {
    await call(arg);
    // Tags and selects everywhere show the new labels.
    await queryClient.invalidateQueries({ queryKey: dictKeys.all });
  };
  const save = useListAction(
    dictDataKeys.list,
    (form: DictDataForm) => afterWrite(saveDictData, form),
    (form) => t(form.dictCode ? 'widgets:list.edited' : 'widgets:list.added'),
  );
  const remove = useListAction(
    dictDataKeys.list,
    (codes: number[]) => afterWrite(deleteDictData, codes),
    t('widgets:list.deleted'),
  );

  const askDelete = async (records: DictData[]) => {
    if (!(await confirmDelete(records.map((r) => r.dictLabel)))) return;
    if (await remove(records.map((r) => r.dictCode))) setSelected([]);
  };

  const columns: TableColumnsType<DictData> = [
    { key: 'dictCode', title: t('data.code'), dataIndex: 'dictCode', width: 100 },
    {
      key: 'dictLabel',
      title: t('data.label'),
      dataIndex: 'dictLabel',
      render: (_: unknown, record) => <DictTag options={[record]} value={record.dictValue} />,
    },
    { key: 'dictValue', title: t('data.value'), dataIndex: 'dictValue' },
    { key: 'dictSort', title: t('data.sort'), dataIndex: 'dictSort', width: 100 },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { key: 'remark', title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createTime', title: t('common.createTime'), dataIndex: 'createTime', width: 170 },
    {
      title: t('widgets:list.actions'),
      width: 150,
      render: (_: unknown, record) => (
        <Space size={0}>
          <Access permissions={['system:dict:edit']}>
            <Button type="link" size="small" onClick={() => dialog.openEdit(record)}>
              {t('widgets:list.edit')}
            </Button>
          </Access>
          <Access permissions={['system:dict:remove']}>
            <Button type="link" size="small" danger onClick={() => void askDelete([record])}>
              {t('widgets:list.delete')}
            </Button>
          </Access>
        </Space>
      ),
    },
  ];
  const visibility = useColumnVisibility('system-dict-data', columns);

  return (
    <Card variant="borderless" title={type.data ? `${type.data.dictName} (${type.data.dictType})` : undefined}>
      <SearchForm list={list} hidden={!showSearch}>
        <Form.Item name="dictType" label={t('data.type')}>
          <Select
            style={{ width: 200 }}
            options={(options.data ?? []).map((o) => ({ value: o.dictType, label: o.dictName }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="dictLabel" label={t('data.label')}>
          <Input placeholder={t('data.labelPrompt')} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <DictSelect type="sys_normal_disable" placeholder={t('common.statusPrompt')} />
        </Form.Item>
      </SearchForm>
      <TableToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={refresh} columns={visibility}>
        <Access permissions={['system:dict:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={dialog.openCreate} disabled={!shownType}>
            {t('widgets:list.add')}
          </Button>
        </Access>
        <Access permissions={['system:dict:remove']}>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => void askDelete(selected)}>
            {t('widgets:list.delete')}
          </Button>
        </Access>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/dict/index')}>
          {t('common.back')}
        </Button>
      </TableToolbar>
      <Table<DictData>
        rowKey="dictCode"
        columns={visibility.visible}
        dataSource={rows}
        loading={loading || type.isLoading}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.dictCode),
          onChange: (_, records) => setSelected(records),
        }}
        scroll={{ x: 860 }}
        size="middle"
      />
      <ListPagination total={total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <DictDataDialog
        open={dialog.open}
        dictType={shownType}
        record={dialog.record}
        onSubmit={save}
        onClose={dialog.close}
      />
    </Card>
  );
}
