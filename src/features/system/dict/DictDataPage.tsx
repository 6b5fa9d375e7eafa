import { useMemo } from 'react';
import { Button, Card, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DictTag } from '@/components/DictTag';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  dictColumn,
  ListTable,
  remarkColumn,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { dictKeys, useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import { deleteDictData, listDictData, saveDictData } from './api';
import type { DictData, DictDataForm } from './types';
import { DictDataDialog } from './DictDataDialog';
import { DICT_PERMS } from './perms';
import { dictDataKeys, useDictType, useDictTypeOptions } from './queries';

const FILTERS = defineFilters([
  { name: 'dictType', kind: 'custom', label: 'dict:data.type' },
  { name: 'dictLabel', kind: 'text', label: 'dict:data.label', placeholder: 'dict:data.labelPrompt' },
  {
    name: 'status',
    kind: 'dict',
    label: 'dict:common.status',
    placeholder: 'dict:common.statusPrompt',
    dictType: 'sys_normal_disable',
  },
]);

/** `system/dict/data` at /system/dict-data/index/{dictId}: the entries of one dictionary type. */
export default function DictDataPage() {
  const { t } = useTranslation('dict');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dictId = Number(useCurrentPage().params.dictId);
  const type = useDictType(dictId);
  const options = useDictTypeOptions();
  const routeType = type.data?.dictType;
  // This page is hidden from the menu (a tab per query), so its list state stays in memory.
  const list = useListState({ filters: FILTERS, defaults: { dictType: routeType }, inUrl: false });
  const result = useListQuery(dictDataKeys.list(), listDictData, list.query, { enabled: !!routeType });
  const { orderByColumn, isAsc } = list;
  const statuses = useDict('sys_normal_disable');
  const dialog = useEditDialog<DictData>();
  const { openEdit } = dialog;
  const shownType = String(list.filters.dictType ?? routeType ?? '');

  // After a write, tags and selects everywhere show the new labels.
  const refreshDicts = () => queryClient.invalidateQueries({ queryKey: dictKeys.all });
  const { save, askDelete, selected, setSelected } = useCrudActions<DictData, DictDataForm>({
    key: dictDataKeys.list(),
    idField: 'dictCode',
    nameField: 'dictLabel',
    save: (form) => saveDictData(form).then(refreshDicts),
    remove: (codes) => deleteDictData(codes).then(refreshDicts),
  });
  const columns = useMemo(
    (): ListColumns<DictData> => [
      { key: 'dictCode', title: t('data.code'), dataIndex: 'dictCode', width: 100 },
      {
        key: 'dictLabel',
        title: t('data.label'),
        dataIndex: 'dictLabel',
        render: (_: unknown, record) => <DictTag options={[record]} value={record.dictValue} />,
      },
      { key: 'dictValue', title: t('data.value'), dataIndex: 'dictValue' },
      { key: 'dictSort', title: t('data.sort'), dataIndex: 'dictSort', width: 100 },
      dictColumn('status', t('common.status'), statuses),
      remarkColumn(t),
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: DictData) => ({
        edit: { permission: DICT_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: DICT_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, statuses, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('system-dict-data', columns);

  return (
    <Card variant="borderless" title={type.data ? `${type.data.dictName} (${type.data.dictType})` : undefined}>
      <SearchForm
        list={list}
        controls={{
          dictType: (
            <Select
              style={{ width: 200 }}
              options={(options.data ?? []).map((o) => ({ value: o.dictType, label: o.dictName }))}
              showSearch={SEARCH_BY_LABEL}
            />
          ),
        }}
      />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={DICT_PERMS.add} onClick={dialog.openCreate} disabled={!shownType} />
        <DeleteSelectedButton
          permission={DICT_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/dict/index')}>
          {t('common.back')}
        </Button>
      </TableToolbar>
      <ListTable<DictData>
        rowKey="dictCode"
        list={list}
        result={result}
        busy={type.isLoading}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.dictLabel }}
        scrollX={860}
        nameColumn="dictLabel"
      />
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
