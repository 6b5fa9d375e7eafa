import { useState } from 'react';
import { Button, Typography } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { CrudScreen, defineFilters, dictColumn, pictureColumn, useCrudList, useListAction } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { isWebAddress } from '@contract/web-address';
import { allBanners, banners, reorderBanners } from './api';
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
  const linkTypes = useDict('banner_link_type');
  const [ordering, setOrdering] = useState<Banner[] | null>(null);
  const crud = useCrudList<Banner, BannerForm>({
    resource: banners,
    queryKey: bannerKeys.list(),
    writeKey: bannerKeys.all,
    filters: FILTERS,
    perms: BANNER_PERMS,
    nameField: 'title',
    tableId: 'admin-banner',
    columns: ({ actions }) => [
      { key: 'title', title: t('title'), dataIndex: 'title', width: 200, ellipsis: true },
      pictureColumn('image', t('image'), 110, (row: Banner) => (
        <img src={row.image} alt={t('imageOf', { title: row.title })} className={styles.thumb} />
      )),
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
      actions(),
    ],
    columnDeps: [t, linkTypes],
  });
  const reorder = useListAction(bannerKeys.all, reorderBanners, t('order.saved'));
  const openOrder = async () => setOrdering((await allBanners()).rows);
  const lastSort = crud.result.rows.reduce((max, b) => Math.max(max, b.sort), 0);

  return (
    <CrudScreen
      crud={crud}
      buttons={
        <Access permission={BANNER_PERMS.edit}>
          <Button icon={<OrderedListOutlined />} onClick={() => void openOrder()}>
            {t('order.button')}
          </Button>
        </Access>
      }
      scrollX={900}
    >
      <BannerDialog {...crud.editDialog} nextSort={lastSort + SORT_STEP} />
      <BannerOrderDialog banners={ordering} onSave={reorder} onClose={() => setOrdering(null)} />
    </CrudScreen>
  );
}
