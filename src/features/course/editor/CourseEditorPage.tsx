import { useEffect, useMemo, useState } from 'react';
import { Card, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { StepsEditor, type EditorStep } from '@/components/steps-editor';
import { useClosePage } from '@/hooks/useClosePage';
import { currentLanguage } from '@/i18n';
import { useCurrentPage } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { createCourse, updateCourse } from '../api';
import { courseEditorPath } from '../paths';
import { COURSE_DRAFT, courseKeys, useCourseDetail } from '../queries';
import { BasicStep, BASIC_FIELDS } from './steps/BasicStep';
import { LessonsStep } from './steps/LessonsStep';
import { RESOURCE_FIELDS, ResourcesStep } from './steps/ResourcesStep';
import { SummaryStep } from './steps/SummaryStep';
import type { CourseDetail, CourseForm } from '../types';
import { LoadFailed } from '@/components/LoadFailed';
import { RecordHistoryButton } from '@/features/monitor';

/** The part of a loaded course the form edits (its lessons are edited beside the form). */
function formOf(course: CourseDetail): CourseForm {
  return {
    title: course.title,
    titleEn: course.titleEn,
    description: course.description,
    descriptionEn: course.descriptionEn,
    gradeStart: course.gradeStart,
    gradeEnd: course.gradeEnd,
    disciplineId: course.disciplineId,
    subjectId: course.subjectId,
    classHours: course.classHours,
    tags: course.tags,
    cover: course.cover,
    teachingAids: course.teachingAids,
    coursewares: course.coursewares,
    instructionalResources: course.instructionalResources,
    learningResources: course.learningResources,
  };
}

/**
 * `admin/course/edite_course` at /admin/course/edite_course/{id|new}: a course in four steps
 * (basic information; teaching aids and resources; lessons; complete). See
 * docs/screens/course-editor.md for how lessons of a new course are kept.
 */
export default function CourseEditorPage() {
  const { t } = useTranslation('courseEditor');
  const { params } = useCurrentPage();
  const courseId = params.id && params.id !== 'new' ? Number(params.id) : undefined;
  const [form] = Form.useForm<CourseForm>();
  const client = useQueryClient();
  const closePage = useClosePage();
  const detail = useCourseDetail(courseId ?? null);
  const [created, setCreated] = useState<number | null>(null);
  const record = useMemo<CourseForm | undefined>(() => {
    if (courseId === undefined) return { lessons: [] };
    return detail.data ? formOf(detail.data) : undefined;
  }, [courseId, detail.data]);

  // A created course continues in its own editor (its id in the address), once the editor has
  // dropped the draft and counts as saved.
  useEffect(() => {
    if (created !== null) void closePage(courseEditorPath(created), { saved: true });
  }, [created, closePage]);

  if (detail.isError) {
    return <LoadFailed error={detail.error} notFound={t('notFound')} onRetry={() => void detail.refetch()} />;
  }

  const steps: EditorStep[] = [
    { key: 'basic', title: t('steps.basic'), fields: BASIC_FIELDS, content: <BasicStep /> },
    { key: 'resources', title: t('steps.resources'), fields: RESOURCE_FIELDS, content: <ResourcesStep /> },
    { key: 'lessons', title: t('steps.lessons'), fields: ['lessons'], content: <LessonsStep courseId={courseId} /> },
    { key: 'complete', title: t('steps.complete'), fields: [], content: <SummaryStep courseId={courseId} /> },
  ];

  const submit = async (values: CourseForm) => {
    if (courseId === undefined) {
      const { lessons = [], ...course } = values;
      const answer = await createCourse({ ...course, lessons: lessons.map(({ key: _key, ...lesson }) => lesson) });
      void feedback.success(t('created'));
      void client.invalidateQueries({ queryKey: courseKeys.all });
      if (answer.data) setCreated(answer.data.courseId);
      return;
    }
    await updateCourse({ ...values, courseId });
    void feedback.success(t('saved'));
    void client.invalidateQueries({ queryKey: courseKeys.all });
  };

  const title =
    courseId === undefined
      ? t('newTitle')
      : [t('editTitle'), inLanguage(currentLanguage(), detail.data?.title, detail.data?.titleEn)]
          .filter(Boolean)
          .join(' · ');
  return (
    <Card variant="borderless" title={title} extra={<RecordHistoryButton tableName="course" recordKey={courseId} />}>
      <StepsEditor
        form={form}
        steps={steps}
        record={record}
        draft={{ editor: COURSE_DRAFT, id: courseId, updatedAt: detail.data?.updateTime }}
        formProps={{
          labelCol: { flex: '150px' },
          labelWrap: true,
          wrapperCol: { flex: 'auto' },
          style: { maxWidth: 900, margin: '0 auto' },
        }}
        onSubmit={submit}
      />
    </Card>
  );
}
