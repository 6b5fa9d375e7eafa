import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '@/components/SchoolSelect';
import { useClassTeacherOptions } from './queries';

// The filters whose choices come from the backend: the school (only for users who see more than
// one), the class (of the chosen school) and the subject. Written inside the list's SearchForm.

const asId = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

export function ClassTeacherFilters({ chooseSchool }: { chooseSchool: boolean }) {
  const { t } = useTranslation('classteacher');
  const form = Form.useFormInstance();
  const schoolId = asId(Form.useWatch('schoolId', form));
  const options = useClassTeacherOptions(schoolId);
  const schools = useClassTeacherOptions(undefined, chooseSchool);
  const idValue = (value?: string) => asId(value);
  return (
    <>
      {chooseSchool && (
        <Form.Item name="schoolId" label={t('school')}>
          <SchoolSelect
            allowClear
            width={200}
            schools={schools.data?.schools ?? []}
            placeholder={t('selectSchool')}
            onChange={(value) => form.setFieldsValue({ schoolId: value, classId: undefined })}
          />
        </Form.Item>
      )}
      <Form.Item name="classId" label={t('class')} getValueProps={(v: string) => ({ value: idValue(v) })}>
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('selectClass')}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options.data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <Form.Item name="subjectId" label={t('subject')} getValueProps={(v: string) => ({ value: idValue(v) })}>
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('selectSubject')}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options.data?.subjects ?? []).map((s) => ({ value: s.subjectId, label: s.subjectName }))}
        />
      </Form.Item>
    </>
  );
}
