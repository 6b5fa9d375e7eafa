import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BulkUpload } from './BulkUpload';
import { ResourceFiles } from './ResourceFiles';
import { required } from './rules';

/** The fields of a lesson, shared by the lesson editor page and the dialog of a new course's lesson. */
export function LessonFields() {
  const { t } = useTranslation('courseEditor');
  const files = (name: 'courseware' | 'materials' | 'learningResources') => (
    <Form.Item name={name} label={t(`field.${name}`)}>
      <ResourceFiles name={name} label={t(`field.${name}`)} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="title" label={t('field.lessonTitle')} rules={[required(t('field.lessonTitle'), true)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="titleEn" label={t('field.lessonTitleEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('field.lessonDescription')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item label={t('bulk.title')}>
        <BulkUpload />
      </Form.Item>
      {files('courseware')}
      {files('materials')}
      {files('learningResources')}
    </>
  );
}
