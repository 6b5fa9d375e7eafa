import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableTexts } from '@/components/sortable/SortableList';
import type { Banner } from './types';
import styles from './banner.module.css';

interface Props {
  /** the banners in their current order; null while closed */
  banners: Banner[] | null;
  onSave: (bannerIds: number[]) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The carousel's order as a list to rearrange: drag a banner's handle, or focus it and use Space,
 * the arrow keys and Space again (each move is announced). Saving gives every banner a new sort.
 */
export function BannerOrderDialog({ banners, onSave, onClose }: Props) {
  const { t } = useTranslation('banner');
  const [order, setOrder] = useState<Banner[]>([]);
  const [shownFor, setShownFor] = useState<Banner[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (shownFor !== banners) {
    setShownFor(banners);
    setOrder(banners ?? []);
  }
  const texts: SortableTexts = {
    list: t('order.list'),
    instructions: t('order.instructions'),
    handle: (title) => t('order.handle', { title }),
    pickedUp: (p) => t('order.pickedUp', p),
    movedTo: (p) => t('order.movedTo', p),
    droppedAt: (p) => t('order.droppedAt', p),
    cancelled: (p) => t('order.cancelled', p),
  };
  const save = async () => {
    setSaving(true);
    try {
      if (await onSave(order.map((b) => b.bannerId))) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={banners !== null}
      title={t('order.title')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('order.hint')}</Typography.Paragraph>
      <SortableList
        items={order}
        idOf={(banner) => banner.bannerId}
        titleOf={(banner) => banner.title}
        onMove={(from, to) => setOrder((rows) => arrayMove(rows, from, to))}
        texts={texts}
        rowClassName={styles.orderRow}
        renderRow={(banner, index) => (
          <>
            <Typography.Text type="secondary">{index + 1}</Typography.Text>
            <img src={banner.image} alt="" className={styles.orderThumb} />
            <span className={styles.orderTitle}>{banner.title}</span>
          </>
        )}
      />
    </Modal>
  );
}
