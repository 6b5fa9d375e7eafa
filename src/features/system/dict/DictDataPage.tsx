import { Button, Select } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DictTag } from '@/components/DictTag';
import { createTimeColumn, CrudScreen, defineFilters, dictColumn, remarkColumn, useCrudList } from '@/components/list';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { dictKeys, useDict } from '@/hooks/useDict';
import { useCurrentPage } from '@/router/current-page';
import { dictData } from './api';
import { DictDataDialog } from './DictDataDialog';
import { DICT_PERMS } from './perms';
import { dictDataKeys, useDictType, useDictTypeOptions } from './queries';
import type { DictData, DictDataForm } from './types';

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
  const statuses = useDict('sys_normal_disable');
  // After a write, tags and selects everywhere show the new labels.
  const refreshDicts = () => queryClient.invalidateQueries({ queryKey: dictKeys.all });
  const crud = useCrudList<DictData, DictDataForm>({
    resource: {
      ...dictData,
      save: (form) => dictData.save(form).then(refreshDicts),
      remove: (codes) => dictData.remove(codes).then(refreshDicts),
    },
    queryKey: dictDataKeys.list(),
    filters: FILTERS,
    // This page is hidden from the menu (a tab per query), so its list state stays in memory.
    state: { defaults: { dictType: routeType }, inUrl: false },
    query: { enabled: !!routeType },
    perms: DICT_PERMS,
    nameField: 'dictLabel',
    tableId: 'system-dict-data',
    columns: ({ sort, actions }) => [
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
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t, statuses],
  });
  const shownType = String(crud.list.filters.dictType ?? routeType ?? '');

  return (
    <CrudScreen
      crud={crud}
      title={type.data ? `${type.data.dictName} (${type.data.dictType})` : undefined}
      controls={{
        dictType: (
          <Select
            style={{ width: 200 }}
            options={(options.data ?? []).map((o) => ({ value: o.dictType, label: o.dictName }))}
            showSearch={SEARCH_BY_LABEL}
          />
        ),
      }}
      toolbar={{ add: crud.toolbar.add && { ...crud.toolbar.add, disabled: !shownType } }}
      buttons={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/dict/index')}>
          {t('common.back')}
        </Button>
      }
      scrollX={860}
      table={{ busy: type.isLoading }}
    >
      <DictDataDialog {...crud.editDialog} dictType={shownType} />
    </CrudScreen>
  );
}
