import { Alert, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCourseDetail } from '../queries';
import type { PendingLesson } from '../types';
import { PendingLessons } from './PendingLessons';
import { ServerLessons } from './ServerLessons';

/** How many lessons the course has: those of the form (new course) or the server's. */
export function useLessonCount(courseId: number | undefined): number {
  const pending = Form.useWatch<PendingLesson[] | undefined>('lessons');
  const detail = useCourseDetail(courseId);
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
        <Form.Item name="lessons" noStyle>
          <PendingLessons />
        </Form.Item>
      ) : (
        <ServerLessons courseId={courseId} />
      )}
    </Flex>
  );
}
