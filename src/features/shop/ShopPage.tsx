import { useState } from 'react';
import { Card, Empty, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  defineFilters,
  ListPagination,
  SearchForm,
  TableToolbar,
  useListAction,
  useListQuery,
  useListState,
} from '@/components/list';
import { DISCIPLINE_FIELD, DisciplineFilter, GRADE_OPTIONS } from '@/features/course';
import { useDict } from '@/hooks/useDict';
import { askForAid, listAids } from './api';
import { AidCard } from './AidCard';
import { AidDrawer } from './AidDrawer';
import { AskDialog } from './AskDialog';
import { MyRequests } from './MyRequests';
import { shopKeys } from './queries';
import type { AskForm, TeachingAid } from './types';
import styles from './shop.module.css';

const FILTERS = defineFilters([
  { name: 'text', kind: 'text', label: 'shop:search' },
  { name: 'kind', kind: 'dict', label: 'shop:kind', dictType: 'teaching_aid_kind' },
  { name: DISCIPLINE_FIELD, kind: 'custom', label: 'course:discipline' },
  { name: 'grade', kind: 'select', label: 'shop:grade', options: GRADE_OPTIONS, width: 120 },
]);

/**
 * `user/shop/index`: the catalogue of teaching aids and experiment kits as cards, filtered by
 * kind, discipline and grade or searched by words. A card opens the aid's details in a drawer,
 * from where the teacher asks their school for it; their requests are on the second tab.
 */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const list = useListState({ filters: FILTERS, pageSize: 12 });
  const result = useListQuery<TeachingAid>(shopKeys.list(), listAids, list.query);
  const kinds = useDict('teaching_aid_kind');
  const [open, setOpen] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ aidId: number; name: string } | null>(null);
  const ask = useListAction(shopKeys.all, askForAid, t('ask.sent'));

  const catalogue = (
    <>
      <SearchForm list={list} refresh={result.refresh} controls={{ [DISCIPLINE_FIELD]: <DisciplineFilter /> }} />
      <TableToolbar search={list} onRefresh={result.refresh} />
      <Spin spinning={result.loading}>
        {result.rows.length ? (
          <div className={styles.grid}>
            {result.rows.map((aid) => (
              <AidCard key={aid.aidId} aid={aid} kinds={kinds} onOpen={setOpen} />
            ))}
          </div>
        ) : (
          <Empty description={result.loading ? t('loading') : t('empty')} />
        )}
      </Spin>
      <ListPagination
        total={result.total}
        totalCapped={result.totalCapped}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        pageSizes={[12, 24, 48]}
        onChange={list.setPage}
      />
    </>
  );

  return (
    <Card variant="borderless">
      <Tabs
        items={[
          { key: 'catalogue', label: t('tabs.catalogue'), children: catalogue },
          { key: 'mine', label: t('tabs.mine'), children: <MyRequests /> },
        ]}
      />
      <AidDrawer aidId={open} onAsk={(aidId, name) => setAsking({ aidId, name })} onClose={() => setOpen(null)} />
      <AskDialog
        aidName={asking?.name ?? null}
        onSubmit={async (form: AskForm) => {
          const sent = asking ? await ask({ ...form, aidId: asking.aidId }) : false;
          // sent: back to the catalogue (the message says where the request went)
          if (sent) {
            setAsking(null);
            setOpen(null);
          }
          return sent;
        }}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
