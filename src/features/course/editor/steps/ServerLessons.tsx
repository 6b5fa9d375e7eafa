import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { confirmDelete } from '@/components/list/confirm';
import { currentLanguage } from '@/i18n';
import { useSessionStore } from '@/stores/session';
import { inLanguage } from '@/utils/bilingual';
import { deleteLessons, orderLessons } from '../../api';
import { LessonList } from '../LessonList';
import { courseKeys, useCourseDetail, useLessonDrafts } from '../../queries';
import type { CourseDetail, CourseLesson } from '../../types';
import { lessonEditorPath } from '../../paths';

/**
 * The lessons of a created course, as the server holds them. Reordering and deleting save at
 * once; adding and editing open the lesson editor in its own tab. A lesson is marked unsaved
 * while its editor keeps a draft of changes not saved yet.
 */
export function ServerLessons({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseEditor');
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const detail = useCourseDetail(courseId);
  const lessons = detail.data?.lessons ?? [];
  const drafts = useLessonDrafts(
    user,
    lessons.map((l) => l.lessonId),
  );
  const key = courseKeys.detail(courseId);
  const language = currentLanguage();
  const titleOf = (lesson: CourseLesson) => inLanguage(language, lesson.title, lesson.titleEn);

  const move = async (from: number, to: number) => {
    const next = arrayMove(lessons, from, to);
    // Shown in the new order at once; put back by the refetch when the server refuses.
    client.setQueryData<CourseDetail>(key, (old) => (old ? { ...old, lessons: next } : old));
    try {
      await orderLessons(
        courseId,
        next.map((l) => l.lessonId),
      );
      void feedback.success(t('lessons.ordered'));
    } finally {
      void client.invalidateQueries({ queryKey: courseKeys.all });
    }
  };

  const remove = async (id: string) => {
    const lesson = lessons.find((l) => String(l.lessonId) === id);
    if (!lesson || !(await confirmDelete(titleOf(lesson)))) return;
    await deleteLessons([lesson.lessonId]);
    void feedback.success(t('lessons.deleted'));
    await client.invalidateQueries({ queryKey: courseKeys.all });
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Button icon={<PlusOutlined />} onClick={() => void navigate(lessonEditorPath(courseId, 'new'))}>
          {t('lessons.add')}
        </Button>
      </div>
      <LessonList
        items={lessons.map((l) => ({
          id: String(l.lessonId),
          title: titleOf(l),
          saved: !drafts.data?.has(l.lessonId),
        }))}
        onMove={(from, to) => void move(from, to).catch(() => undefined)}
        onEdit={(id) => void navigate(lessonEditorPath(courseId, id))}
        onDelete={(id) => void remove(id).catch(() => undefined)}
      />
    </Flex>
  );
}
