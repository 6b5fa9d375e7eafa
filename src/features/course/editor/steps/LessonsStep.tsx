import { Alert, Flex, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/utils/lazy-component';
import { useCourseDetail } from '../../queries';
import type { PendingLesson } from '../../types';

// The sortable lists (drag and drop) load beside step 1 instead of before it: opening the
// editor waits only for what its first step shows.
const ListLoading = () => <Skeleton active />;
const PendingLessons = lazyComponent<{ value?: PendingLesson[]; onChange?: (lessons: PendingLesson[]) => void }>(
  () => import('./PendingLessons').then((m) => ({ default: m.PendingLessons })),
  ListLoading,
);
const ServerLessons = lazyComponent(
  () => import('./ServerLessons').then((m) => ({ default: m.ServerLessons })),
  ListLoading,
);

/** How many lessons the course has: those of the form (new course) or the server's. */
export function useLessonCount(courseId: number | undefined): number {
  const pending = Form.useWatch<PendingLesson[] | undefined>('lessons');
  const detail = useCourseDetail(courseId ?? null);
  return courseId === undefined ? (pending?.length ?? 0) : (detail.data?.lessons.length ?? 0);
}

/**
 * Step 3: the ordered lessons. The number of lessons should match the class hours of step 1;
 * when it does not, the step says so with both numbers (a course may be saved while its lessons
 * are still being written, so this warns rather than blocks).
 */
export function LessonsStep({ courseId }: { courseId: number | undefined }) {
  const { t } = useTranslation('courseEditor');
  const hours = Form.useWatch<number | undefined>('classHours');
  const count = useLessonCount(courseId);
  const agree = hours === count;
  return (
    <Flex vertical gap="middle">
      <Alert
        type="info"
        showIcon
        title={t(courseId === undefined ? 'lessons.newCourseHint' : 'lessons.existingHint')}
      />
      <Alert
        type={agree ? 'success' : 'warning'}
        showIcon
        role={agree ? 'status' : 'alert'}
        title={agree ? t('lessons.match', { count }) : t('lessons.mismatch', { count, hours: hours ?? 0 })}
      />
      {courseId === undefined ? (
        // The field stays registered while the list's code loads.
        <Form.Item name="lessons" noStyle>
          <PendingLessons />
        </Form.Item>
      ) : (
        <ServerLessons courseId={courseId} />
      )}
    </Flex>
  );
}
