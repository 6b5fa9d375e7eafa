import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  createTimeColumn,
  CrudScreen,
  defineFilters,
  dictColumn,
  RefreshCacheButton,
  remarkColumn,
  fieldColumn,
  useCrudList,
} from '@/components/list';
import { dictKeys, useDict } from '@/hooks/useDict';
import { dictTypes, refreshDictCache } from './api';
import { DictTypeDialog } from './DictTypeDialog';
import { DICT_PERMS } from './perms';
import { dictTypeKeys } from './queries';
import type { DictType, DictTypeForm } from './types';

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
  const statuses = useDict('sys_normal_disable');
  const queryClient = useQueryClient();
  const crud = useCrudList<DictType, DictTypeForm>({
    resource: dictTypes,
    queryKey: dictTypeKeys.list(),
    filters: FILTERS,
    perms: DICT_PERMS,
    nameField: 'dictName',
    tableId: 'system-dict-type',
    columns: ({ sort, actions }) => [
      { key: 'dictId', title: t('type.id'), dataIndex: 'dictId', width: 100 },
      { key: 'dictName', title: t('type.name'), dataIndex: 'dictName', ellipsis: true },
      {
        ...fieldColumn('dictType', t('type.type'), { ellipsis: true, sort }),
        render: (value: string, record) => (
          <Link to={`/system/dict-data/index/${record.dictId}`} aria-label={t('type.openData', { type: value })}>
            {value}
          </Link>
        ),
      },
      dictColumn('status', t('common.status'), statuses),
      remarkColumn(t),
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t, statuses],
  });
  // the tags and selects everywhere read the dictionaries again too
  const refreshCache = async () => {
    await refreshDictCache();
    await queryClient.invalidateQueries({ queryKey: dictKeys.all });
  };

  return (
    <CrudScreen
      crud={crud}
      buttons={
        <RefreshCacheButton
          permission={DICT_PERMS.remove}
          label={t('type.refreshCache')}
          refresh={refreshCache}
          listKey={dictTypeKeys.list()}
          done={t('type.cacheRefreshed')}
        />
      }
      scrollX={860}
    >
      <DictTypeDialog {...crud.editDialog} />
    </CrudScreen>
  );
}
