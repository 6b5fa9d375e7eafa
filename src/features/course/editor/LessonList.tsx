import { Button, Empty, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
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
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import styles from './editor.module.css';

export interface LessonItem {
  id: string;
  title: string;
  /** saved as shown (false: new, changed, or unsaved work waiting in its editor) */
  saved: boolean;
}

interface LessonListProps {
  items: readonly LessonItem[];
  onMove: (from: number, to: number) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * The ordered lessons of a course. Reordering works by dragging the handle and by keyboard
 * (focus the handle, Space, arrows, Space); each move is announced to screen readers.
 */
export function LessonList({ items, onMove, onEdit, onDelete }: LessonListProps) {
  const { t } = useTranslation('courseEditor');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titled = (title: string) => title || t('lessons.untitled');
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const titleOf = (id: UniqueIdentifier) => titled(items.find((item) => item.id === id)?.title ?? '');
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lessons.pickedUp', { title: titleOf(active.id), n: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('lessons.movedTo', { title: titleOf(active.id), n: position(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('lessons.droppedAt', { title: titleOf(active.id), n: position(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) => t('lessons.cancelled', { title: titleOf(active.id), n: position(active.id) }),
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  if (!items.length) return <Empty description={t('lessons.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('lessons.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('steps.lessons')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <SortableLesson
              key={item.id}
              item={item}
              index={index}
              title={titled(item.title)}
              onEdit={() => onEdit(item.id)}
              onDelete={() => onDelete(item.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableLessonProps {
  item: LessonItem;
  index: number;
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}

function SortableLesson({ item, index, title, onEdit, onDelete }: SortableLessonProps) {
  const { t } = useTranslation('courseEditor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.lessonRow}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('lessons.handle', { title })}
      >
        <HolderOutlined />
      </button>
      <Typography.Text type="secondary">{t('lessons.position', { n: index + 1 })}</Typography.Text>
      <span className={styles.lessonTitle}>{title}</span>
      <Tag color={item.saved ? 'success' : 'warning'}>{item.saved ? t('lessons.saved') : t('lessons.unsaved')}</Tag>
      <Button
        size="small"
        type="link"
        icon={<EditOutlined />}
        onClick={onEdit}
        aria-label={`${t('lessons.edit')} ${title}`}
      >
        {t('lessons.edit')}
      </Button>
      <Button
        size="small"
        type="link"
        danger
        icon={<DeleteOutlined />}
        onClick={onDelete}
        aria-label={`${t('lessons.delete')} ${title}`}
      >
        {t('lessons.delete')}
      </Button>
    </li>
  );
}
