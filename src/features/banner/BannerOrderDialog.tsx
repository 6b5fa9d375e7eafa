import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => order.findIndex((b) => b.bannerId === id) + 1;
  const titleOf = (id: UniqueIdentifier) => order.find((b) => b.bannerId === id)?.title ?? '';
  const total = order.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('order.pickedUp', { title: titleOf(active.id), n: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('order.movedTo', { title: titleOf(active.id), n: position(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('order.droppedAt', { title: titleOf(active.id), n: position(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) => t('order.cancelled', { title: titleOf(active.id), n: position(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((rows) => arrayMove(rows, position(active.id) - 1, position(over.id) - 1));
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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={end}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('order.instructions') } }}
      >
        <SortableContext items={order.map((b) => b.bannerId)} strategy={verticalListSortingStrategy}>
          <ol aria-label={t('order.list')} className={styles.orderList}>
            {order.map((banner, index) => (
              <SortableBanner key={banner.bannerId} banner={banner} index={index} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </Modal>
  );
}

function SortableBanner({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation('banner');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: banner.bannerId,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.orderRow}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('order.handle', { title: banner.title })}
      >
        <HolderOutlined />
      </button>
      <Typography.Text type="secondary">{index + 1}</Typography.Text>
      <img src={banner.image} alt="" className={styles.orderThumb} />
      <span className={styles.orderTitle}>{banner.title}</span>
    </li>
  );
}
