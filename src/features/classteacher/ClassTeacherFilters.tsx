import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import { useClassTeacherOptions } from './queries';

// The filters whose choices come from the backend: the school (only for users who see more than
// one), the class (of the chosen school) and the subject. Written inside the list's SearchForm.

export function ClassTeacherFilters({ chooseSchool }: { chooseSchool: boolean }) {
  const { t } = useTranslation('classteacher');
  const form = Form.useFormInstance();
  const chosen: unknown = Form.useWatch('schoolId', form);
  const options = useClassTeacherOptions(chosen ? Number(chosen) : undefined);
  const schools = useClassTeacherOptions(undefined, chooseSchool);
  return (
    <>
      {chooseSchool && (
        <Form.Item name="schoolId" label={t('school')}>
          <IdSelect
            allowClear
            width={200}
            placeholder={t('selectSchool')}
            choices={(schools.data?.schools ?? []).map((s) => ({ value: s.schoolId, label: s.schoolName }))}
            onChange={(value) => form.setFieldsValue({ schoolId: value, classId: undefined })}
          />
        </Form.Item>
      )}
      <Form.Item name="classId" label={t('class')}>
        <IdSelect
          allowClear
          width={170}
          placeholder={t('selectClass')}
          choices={(options.data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <Form.Item name="subjectId" label={t('subject')}>
        <IdSelect
          allowClear
          width={170}
          placeholder={t('selectSubject')}
          choices={(options.data?.subjects ?? []).map((s) => ({ value: s.subjectId, label: s.subjectName }))}
        />
      </Form.Item>
    </>
  );
}
