import { useMemo } from 'react';
import { Button, Card } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Access } from '@/components/Access';
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
  sortable,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { dictKeys, useDict } from '@/hooks/useDict';
import { deleteDictTypes, listDictTypes, refreshDictCache, saveDictType } from './api';
import type { DictType, DictTypeForm } from './types';
import { DictTypeDialog } from './DictTypeDialog';
import { DICT_PERMS } from './perms';
import { dictTypeKeys } from './queries';

const FILTERS = defineFilters([
  { name: 'dictName', kind: 'text', label: 'dict:type.name', placeholder: 'dict:type.namePrompt' },
  { name: 'dictType', kind: 'text', label: 'dict:type.type', placeholder: 'dict:type.typePrompt' },
  {
    name: 'status',
    kind: 'dict',
    label: 'dict:common.status',
    placeholder: 'dict:common.statusPrompt',
    dictType: 'sys_normal_disable',
  },
  { name: 'dateRange', kind: 'dateRange', label: 'dict:common.createTime' },
]);

/** `system/dict/index`: dictionary types; each opens its entries at /system/dict-data/index/{dictId}. */
export default function DictTypePage() {
  const { t } = useTranslation('dict');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(dictTypeKeys.list(), listDictTypes, list.query);
  const { orderByColumn, isAsc } = list;
  const statuses = useDict('sys_normal_disable');
  const dialog = useEditDialog<DictType>();
  const { openEdit } = dialog;
  const queryClient = useQueryClient();

  const { save, askDelete, selected, setSelected } = useCrudActions<DictType, DictTypeForm>({
    key: dictTypeKeys.list(),
    idField: 'dictId',
    nameField: 'dictName',
    save: saveDictType,
    remove: deleteDictTypes,
  });
  const refreshCache = useListAction(
    dictTypeKeys.list(),
    async () => {
      await refreshDictCache();
      await queryClient.invalidateQueries({ queryKey: dictKeys.all });
    },
    t('type.cacheRefreshed'),
  );

  const columns = useMemo(
    (): ListColumns<DictType> => [
      { key: 'dictId', title: t('type.id'), dataIndex: 'dictId', width: 100 },
      { key: 'dictName', title: t('type.name'), dataIndex: 'dictName', ellipsis: true },
      {
        key: 'dictType',
        title: t('type.type'),
        dataIndex: 'dictType',
        ellipsis: true,
        ...sortable({ orderByColumn, isAsc }, 'dictType'),
        render: (value: string, record) => (
          <Link to={`/system/dict-data/index/${record.dictId}`} aria-label={t('type.openData', { type: value })}>
            {value}
          </Link>
        ),
      },
      dictColumn('status', t('common.status'), statuses),
      remarkColumn(t),
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (record: DictType) => ({
        edit: { permission: DICT_PERMS.edit, onClick: () => openEdit(record) },
        remove: { permission: DICT_PERMS.remove, onClick: () => void askDelete([record]) },
      })),
    ],
    [t, orderByColumn, isAsc, statuses, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('system-dict-type', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={DICT_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={DICT_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
        <Access permission={DICT_PERMS.remove}>
          <Button icon={<SyncOutlined />} onClick={() => void refreshCache(undefined)}>
            {t('type.refreshCache')}
          </Button>
        </Access>
      </TableToolbar>
      <ListTable<DictType>
        rowKey="dictId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.dictName }}
        scrollX={860}
        nameColumn="dictName"
      />
      <DictTypeDialog open={dialog.open} record={dialog.record} onSubmit={save} onClose={dialog.close} />
    </Card>
  );
}
