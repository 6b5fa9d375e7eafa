import { useMemo, useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  AddButton,
  defineFilters,
  DeleteSelectedButton,
  dictColumn,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useEditDialog,
  useListAction,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { useDict } from '@/hooks/useDict';
import { isWebAddress } from '@contract/web-address';
import { allBanners, deleteBanners, listBanners, reorderBanners, saveBanner } from './api';
import { BannerDialog } from './BannerDialog';
import { BannerOrderDialog } from './BannerOrderDialog';
import { BANNER_PERMS } from './perms';
import { bannerKeys } from './queries';
import type { Banner, BannerForm } from './types';
import styles from './banner.module.css';

const FILTERS = defineFilters([{ name: 'title', kind: 'text', label: 'banner:title' }]);
/** Sorts step by ten, so a banner can be put between two others by its number alone. */
const SORT_STEP = 10;

/**
 * `admin/banner/index`: the website's carousel, in its order (smaller sort first). Each banner
 * links to a course, a content item, an activity (shown by name) or an external address; the
 * order changes by the sort field or by dragging in the reorder dialog.
 */
export default function BannerPage() {
  const { t } = useTranslation('banner');
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(bannerKeys.list(), listBanners, list.query);
  const linkTypes = useDict('banner_link_type');
  const dialog = useEditDialog<Banner>();
  const { openEdit } = dialog;
  const { allows } = useAccess();
  const [ordering, setOrdering] = useState<Banner[] | null>(null);
  const { save, askDelete, selected, setSelected } = useCrudActions<Banner, BannerForm>({
    key: bannerKeys.all,
    idField: 'bannerId',
    nameField: 'title',
    save: saveBanner,
    remove: deleteBanners,
  });
  const reorder = useListAction(bannerKeys.all, reorderBanners, t('order.saved'));
  const openOrder = async () => setOrdering((await allBanners()).rows);
  const lastSort = result.rows.reduce((max, b) => Math.max(max, b.sort), 0);

  const columns = useMemo(
    (): ListColumns<Banner> => [
      { key: 'title', title: t('title'), dataIndex: 'title', width: 200, ellipsis: true },
      {
        key: 'image',
        title: t('image'),
        dataIndex: 'image',
        width: 110,
        render: (_, row) => <img src={row.image} alt={t('imageOf', { title: row.title })} className={styles.thumb} />,
      },
      dictColumn('linkType', t('linkType'), linkTypes, 110),
      {
        key: 'linkName',
        title: t('source'),
        dataIndex: 'linkName',
        width: 240,
        ellipsis: true,
        render: (_, row) =>
          // Only an http(s) address becomes a link: a stored `javascript:` one stays text.
          row.linkType === '4' && isWebAddress(row.sourceId) ? (
            <Typography.Link href={row.sourceId} target="_blank" rel="noopener noreferrer" ellipsis>
              {row.sourceId}
            </Typography.Link>
          ) : row.linkType === '4' ? (
            <Typography.Text ellipsis>{row.sourceId}</Typography.Text>
          ) : row.linkType && !row.linkName ? (
            <Typography.Text type="warning">{t('linkGone')}</Typography.Text>
          ) : (
            row.linkName
          ),
      },
      { key: 'sort', title: t('sort'), dataIndex: 'sort', width: 80 },
      actionsColumn(t, (row: Banner) => ({
        edit: { permission: BANNER_PERMS.edit, onClick: () => openEdit(row) },
        remove: { permission: BANNER_PERMS.remove, onClick: () => void askDelete([row]) },
      })),
    ],
    [t, linkTypes, openEdit, askDelete],
  );
  const visibility = useColumnVisibility('admin-banner', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={BANNER_PERMS.add} onClick={dialog.openCreate} />
        <DeleteSelectedButton
          permission={BANNER_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
        {allows({ permission: BANNER_PERMS.edit }) ? (
          <Button icon={<OrderedListOutlined />} onClick={() => void openOrder()}>
            {t('order.button')}
          </Button>
        ) : null}
      </TableToolbar>
      <ListTable<Banner>
        rowKey="bannerId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.title }}
        scrollX={900}
        nameColumn="title"
      />
      <BannerDialog
        open={dialog.open}
        record={dialog.record}
        nextSort={lastSort + SORT_STEP}
        onSubmit={save}
        onClose={dialog.close}
      />
      <BannerOrderDialog banners={ordering} onSave={reorder} onClose={() => setOrdering(null)} />
    </Card>
  );
}
