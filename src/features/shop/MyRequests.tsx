import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictColumn, ListTable, useListQuery, useListState, type ListColumns } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { listMyRequests } from './api';
import { shopKeys } from './queries';
import type { AidRequest } from './types';

/** The teacher's own requests and where the school is with each. */
export function MyRequests() {
  const { t } = useTranslation('shop');
  const language = currentLanguage();
  // the catalogue's filters own the address; this list keeps its page in memory
  const list = useListState({ inUrl: false });
  const result = useListQuery(shopKeys.of('mine'), listMyRequests, list.query);
  const statuses = useDict('aid_request_status');
  const columns = useMemo(
    (): ListColumns<AidRequest> => [
      { key: 'aid', title: t('aid'), width: 200, render: (_, r) => inLanguage(language, r.aidName, r.aidNameEn) },
      { key: 'quantity', title: t('quantity'), dataIndex: 'quantity', width: 80 },
      { key: 'note', title: t('ask.note'), dataIndex: 'note', ellipsis: true, width: 200 },
      dictColumn('status', t('status'), statuses, 100),
      { key: 'createTime', title: t('askedAt'), dataIndex: 'createTime', width: 170 },
    ],
    [t, language, statuses],
  );
  return (
    <ListTable<AidRequest>
      rowKey="requestId"
      list={list}
      result={result}
      columns={columns}
      scrollX={760}
      nameColumn="aid"
    />
  );
}
