import { Button, Empty, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableTexts } from '@/components/sortable/SortableList';
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
  const titled = (title: string) => title || t('lessons.untitled');
  const texts: SortableTexts = {
    list: t('steps.lessons'),
    instructions: t('lessons.instructions'),
    handle: (title) => t('lessons.handle', { title }),
    pickedUp: (p) => t('lessons.pickedUp', p),
    movedTo: (p) => t('lessons.movedTo', p),
    droppedAt: (p) => t('lessons.droppedAt', p),
    cancelled: (p) => t('lessons.cancelled', p),
  };

  if (!items.length) return <Empty description={t('lessons.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <SortableList
      items={items}
      idOf={(item) => item.id}
      titleOf={(item) => titled(item.title)}
      onMove={onMove}
      texts={texts}
      rowClassName={styles.lessonRow}
      renderRow={(item, index) => (
        <LessonRow
          item={item}
          index={index}
          title={titled(item.title)}
          onEdit={() => onEdit(item.id)}
          onDelete={() => onDelete(item.id)}
        />
      )}
    />
  );
}

interface LessonRowProps {
  item: LessonItem;
  index: number;
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}

function LessonRow({ item, index, title, onEdit, onDelete }: LessonRowProps) {
  const { t } = useTranslation('courseEditor');
  return (
    <>
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
    </>
  );
}
