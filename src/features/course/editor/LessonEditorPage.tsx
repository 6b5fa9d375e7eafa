import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Result, Space, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { feedback } from '@/api/feedback';
import PageLoading from '@/components/PageLoading';
import { DraftNotice } from '@/components/steps-editor';
import { useClosePage } from '@/hooks/useClosePage';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { currentLanguage } from '@/i18n';
import { useCurrentPage, useRecordId } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { inLanguage } from '@/utils/bilingual';
import { draftKey } from '@/utils/drafts';
import { createLesson, updateLesson } from '../api';
import { LessonFields } from './LessonFields';
import { courseEditorPath, lessonEditorPath } from '../paths';
import { preloadCourseEditor } from './preload';
import { courseKeys, LESSON_DRAFT, useCourseDetail, useLesson } from '../queries';
import type { CourseLesson, LessonForm } from '../types';
import { LoadFailed } from '@/components/LoadFailed';

const formOf = (lesson: CourseLesson): LessonForm => ({
  title: lesson.title,
  titleEn: lesson.titleEn,
  description: lesson.description,
  courseware: lesson.courseware,
  materials: lesson.materials,
  learningResources: lesson.learningResources,
});

const NEW_LESSON: LessonForm = {};

/**
 * `admin/course/edite_section` at /admin/course/edite_section/{courseId}/{lessonId|new}: one
 * lesson of a created course, saved through the lesson calls. It shows whether what is on screen
 * is saved, keeps a local draft of unsaved work, and leads back to its course.
 */
export default function LessonEditorPage() {
  const { t } = useTranslation('courseEditor');
  const courseId = useRecordId('courseId');
  if (courseId === null) return <Result status="404" subTitle={t('noCourse')} />;
  return <LessonEditor courseId={courseId} />;
}

function LessonEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseEditor');
  const formName = useFormName('lesson-editor');
  const { params } = useCurrentPage();
  const lessonId = params.lessonId && params.lessonId !== 'new' ? Number(params.lessonId) : undefined;
  const [form] = Form.useForm<LessonForm>();
  const client = useQueryClient();
  const closePage = useClosePage();
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const course = useCourseDetail(courseId);
  const lesson = useLesson(lessonId);
  const [saved, setSaved] = useState<LessonForm | undefined>(undefined);
  const loaded = lessonId === undefined ? NEW_LESSON : lesson.data ? formOf(lesson.data) : undefined;
  const baseline = saved ?? loaded;
  useLoadForm(form, loaded);
  const dirty = useFormDirty(form, baseline);
  const draft = useLocalDraft(draftKey(user, LESSON_DRAFT, lessonId ?? `new-in-${courseId}`), form, {
    dirty,
    baselineUpdatedAt: lesson.data?.updateTime || lesson.data?.createTime,
  });
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<number | null>(null);

  // A created lesson continues in its own tab (its id in the address).
  useEffect(() => {
    if (created !== null) void closePage(lessonEditorPath(courseId, created), { saved: true });
  }, [created, closePage, courseId]);

  if (lesson.isError || course.isError) {
    const retry = () => {
      if (lesson.isError) void lesson.refetch();
      if (course.isError) void course.refetch();
    };
    return <LoadFailed error={lesson.error ?? course.error} notFound={t('notFound')} onRetry={retry} />;
  }
  if (!baseline) return <PageLoading />;

  const save = async () => {
    let values: LessonForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    setSaving(true);
    try {
      if (lessonId === undefined) {
        const answer = await createLesson({ ...values, courseId });
        await draft.saved();
        setSaved(form.getFieldsValue(true) as LessonForm);
        void feedback.success(t('lessonCreated'));
        if (answer.data) setCreated(answer.data.lessonId);
      } else {
        await updateLesson({ ...values, lessonId });
        await draft.saved();
        setSaved(form.getFieldsValue(true) as LessonForm);
        void feedback.success(t('lessonSaved'));
      }
      void client.invalidateQueries({ queryKey: courseKeys.all });
    } catch {
      // the request layer said why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  const title = [t('lessonEditorTitle'), inLanguage(currentLanguage(), course.data?.title, course.data?.titleEn)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      variant="borderless"
      title={title}
      extra={
        <Tag color={dirty ? 'warning' : 'success'} role="status">
          {dirty ? t('unsavedMark') : t('savedMark')}
        </Tag>
      }
    >
      <Flex vertical gap="large" style={{ maxWidth: 900, margin: '0 auto' }}>
        {draft.offered ? (
          <DraftNotice draft={draft.offered} onRestore={() => void draft.restore()} onDiscard={draft.discard} />
        ) : null}
        <Form
          form={form}
          name={formName}
          labelCol={{ flex: '150px' }}
          labelWrap
          wrapperCol={{ flex: 'auto' }}
          initialValues={loaded}
        >
          <LessonFields />
        </Form>
        <Space wrap style={{ justifyContent: 'center', width: '100%' }}>
          <Button
            icon={<ArrowLeftOutlined />}
            onMouseEnter={preloadCourseEditor}
            onFocus={preloadCourseEditor}
            onClick={() => void closePage(courseEditorPath(courseId))}
          >
            {t('backToCourse')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
