import { Form, Input, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { FileUpload } from '@/components/upload/FileUpload';
import { IMAGE_TYPES, nameOfUrl, splitUrls } from '@/components/upload/upload-checks';
import { useCourseLessons, useSendableCourses, useSendFeedback } from './queries';
import type { FeedbackForm } from './types';

/** What a teacher may attach: documents, spreadsheets, slides, text, PDF and pictures. */
const ATTACHMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf', ...IMAGE_TYPES];
/** The server takes at most this many attachments. */
const MAX_ATTACHMENTS = 5;

/**
 * The sent body (FeedbackForm) as the dialog holds it: the course that picks the lesson, the lesson
 * unset until picked, and the upload widget's comma-joined addresses for the attachments.
 */
type Values = Omit<FeedbackForm, 'lessonId' | 'attachments'> & {
  courseId?: number;
  lessonId?: number;
  attachments?: string;
};

export interface SendFeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** a course page opens the dialog for its own course (and maybe one of its lessons) */
  courseId?: number;
  lessonId?: number;
  /** the class-hour document the feedback is about, chosen beforehand (a lesson page's file) */
  fileId?: number;
}

/**
 * A teacher's feedback on a lesson's courseware: course, then class hour, title and content are
 * required, the class-hour document and attachments are optional. The rules are the server's
 * (docs/api.md "Courseware messages"), with its messages.
 */
export default function SendFeedbackDialog({ open, onClose, courseId, lessonId, fileId }: SendFeedbackDialogProps) {
  const { t } = useTranslation('message');
  const [form] = Form.useForm<Values>();
  const chosenCourse = Form.useWatch('courseId', form) ?? courseId;
  const chosenLesson = Form.useWatch('lessonId', form);
  const courses = useSendableCourses(open);
  const lessons = useCourseLessons(open && chosenCourse !== undefined ? chosenCourse : null);
  const files = lessons.data?.lessons.find((l) => l.lessonId === chosenLesson)?.files ?? [];
  const send = useSendFeedback();

  const submit = (values: Values) =>
    send({
      lessonId: values.lessonId ?? 0,
      fileId: values.fileId,
      title: values.title,
      content: values.content,
      attachments: splitUrls(values.attachments).map((url) => ({ name: nameOfUrl(url), url })),
    } satisfies FeedbackForm);

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <FormDialog<Values>
      open={open}
      title={t('send.heading')}
      form={form}
      initialValues={{ courseId, lessonId, fileId, title: '', content: '' }}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={110}
    >
      <Form.Item
        name="courseId"
        label={t('send.course')}
        rules={[{ required: true, message: t('send.courseRequired') }]}
      >
        <Select
          showSearch={SEARCH_BY_LABEL}
          disabled={courseId !== undefined}
          loading={courses.isLoading}
          notFoundContent={courses.isLoading ? undefined : t('send.noCourses')}
          options={(courses.data ?? []).map((c) => ({ value: c.courseId, label: c.title }))}
          onChange={() => form.setFieldsValue({ lessonId: undefined, fileId: undefined })}
        />
      </Form.Item>
      <Form.Item
        name="lessonId"
        label={t('send.lesson')}
        rules={[{ required: true, message: t('send.lessonRequired') }]}
      >
        <Select
          showSearch={SEARCH_BY_LABEL}
          disabled={chosenCourse === undefined}
          loading={lessons.isLoading}
          options={(lessons.data?.lessons ?? []).map((l) => ({
            value: l.lessonId,
            label: t('lessonLabel', { no: l.lessonNo, title: l.title }),
          }))}
          onChange={() => form.setFieldsValue({ fileId: undefined })}
        />
      </Form.Item>
      <Form.Item name="fileId" label={t('send.document')}>
        <Select
          allowClear
          placeholder={t('send.documentPrompt')}
          disabled={!files.length}
          options={files.map((f) => ({ value: f.fileId, label: f.fileName }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('send.title')} rules={[...required(t('send.titleRequired')), { max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('send.content')}
        rules={[...required(t('send.contentRequired')), { max: 1000 }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="attachments" label={t('send.attachments')}>
        <FileUpload fileTypes={ATTACHMENT_TYPES} limit={MAX_ATTACHMENTS} />
      </Form.Item>
    </FormDialog>
  );
}
