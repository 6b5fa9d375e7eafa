import type { Permission } from '@contract/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  confirmAction,
  defineFilters,
  dictColumn,
  ListTable,
  SearchForm,
  TableToolbar,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { handleAidRequests, listAidRequests } from '../api';
import { aidRequestKeys } from '../queries';
import type { AidRequest } from '../types';

const FILTERS = defineFilters([
  { name: 'text', kind: 'text', label: 'shop:search' },
  { name: 'status', kind: 'dict', label: 'shop:status', dictType: 'aid_request_status' },
]);

interface Props {
  /** the permission that lets the user handle a request (the approvals screen's) */
  handlePermission: Permission;
}

/**
 * The teachers' "ask for this" requests of the schools the user looks after: what, how many,
 * who, the note; a new request is marked handled or declined (each asks first).
 */
export default function AidRequestsPanel({ handlePermission }: Props) {
  const { t } = useTranslation('shop');
  const language = currentLanguage();
  // the applications' list on the same screen owns the address
  const list = useListState({ filters: FILTERS, inUrl: false });
  const result = useListQuery(aidRequestKeys.list(), listAidRequests, list.query);
  const statuses = useDict('aid_request_status');
  const decide = useListAction(aidRequestKeys.all, handleAidRequests, (d) =>
    t(d.status === '1' ? 'requests.handledDone' : 'requests.declinedDone'),
  );

  const columns = useMemo((): ListColumns<AidRequest> => {
    const aidOf = (r: AidRequest) => inLanguage(language, r.aidName, r.aidNameEn);
    const askThen = async (r: AidRequest, status: '1' | '2') => {
      const key = status === '1' ? 'requests.confirmHandle' : 'requests.confirmDecline';
      if (await confirmAction(t(key, { aid: aidOf(r), teacher: r.teacherName }))) {
        await decide({ requestIds: [r.requestId], status });
      }
    };
    return [
      { key: 'aid', title: t('aid'), width: 200, render: (_, r) => aidOf(r) },
      { key: 'quantity', title: t('quantity'), dataIndex: 'quantity', width: 80 },
      { key: 'teacher', title: t('requests.teacher'), dataIndex: 'teacherName', width: 120 },
      {
        key: 'school',
        title: t('requests.school'),
        width: 200,
        render: (_, r) => inLanguage(language, r.schoolName, r.schoolNameEn),
      },
      { key: 'note', title: t('ask.note'), dataIndex: 'note', ellipsis: true, width: 180 },
      dictColumn('status', t('status'), statuses, 100),
      { key: 'createTime', title: t('askedAt'), dataIndex: 'createTime', width: 170 },
      {
        ...actionsColumn(t, (r: AidRequest) =>
          r.status === '0'
            ? {
                more: [
                  { label: t('requests.handle'), permission: handlePermission, onClick: () => void askThen(r, '1') },
                  {
                    label: t('requests.decline'),
                    danger: true,
                    permission: handlePermission,
                    onClick: () => void askThen(r, '2'),
                  },
                ],
              }
            : {},
        ),
        fixed: 'right',
      },
    ];
  }, [t, language, statuses, decide, handlePermission]);

  return (
    <>
      <SearchForm list={list} refresh={result.refresh} />
      <TableToolbar search={list} onRefresh={result.refresh} />
      <ListTable<AidRequest>
        rowKey="requestId"
        list={list}
        result={result}
        columns={columns}
        scrollX={1250}
        nameColumn="aid"
      />
    </>
  );
}
