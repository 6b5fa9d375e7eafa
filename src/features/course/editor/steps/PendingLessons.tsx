import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { confirmDelete } from '@/components/list/confirm';
import { LessonFields } from '../LessonFields';
import { LessonList } from '../LessonList';
import type { PendingLesson } from '../../types';

interface PendingLessonsProps {
  value?: PendingLesson[];
  onChange?: (lessons: PendingLesson[]) => void;
}

let counter = 0;
const newKey = () => `lesson-${Date.now().toString(36)}-${++counter}`;

/**
 * The lessons of a course not created yet. They live in the course form (so the draft keeps
 * them) and are created with the course on Complete; until then each is marked unsaved. A lesson
 * needs its course's id for a page of its own, so here it is edited in a dialog.
 */
export function PendingLessons({ value = [], onChange }: PendingLessonsProps) {
  const { t } = useTranslation('courseEditor');
  const [editing, setEditing] = useState<PendingLesson | null>(null);

  const save = (lesson: PendingLesson) => {
    const exists = value.some((l) => l.key === lesson.key);
    onChange?.(exists ? value.map((l) => (l.key === lesson.key ? lesson : l)) : [...value, lesson]);
  };
  const remove = async (key: string) => {
    const lesson = value.find((l) => l.key === key);
    if (!lesson || !(await confirmDelete(lesson.title || t('lessons.untitled')))) return;
    onChange?.(value.filter((l) => l.key !== key));
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ key: newKey() })}>
          {t('lessons.add')}
        </Button>
      </div>
      <LessonList
        items={value.map((l) => ({ id: l.key, title: l.title ?? '', saved: false }))}
        onMove={(from, to) => onChange?.(arrayMove(value, from, to))}
        onEdit={(key) => setEditing(value.find((l) => l.key === key) ?? null)}
        onDelete={(key) => void remove(key)}
      />
      <FormDialog<PendingLesson>
        open={editing !== null}
        title={t('lessons.dialogTitle')}
        initialValues={editing ?? undefined}
        width={760}
        labelWidth={120}
        onClose={() => setEditing(null)}
        onSubmit={(values) => {
          if (editing) save({ ...editing, ...values });
          return Promise.resolve();
        }}
      >
        <LessonFields />
      </FormDialog>
    </Flex>
  );
}
