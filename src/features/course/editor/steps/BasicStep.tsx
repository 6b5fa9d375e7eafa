import { Form, Input, InputNumber, Select } from 'antd';
import { EmptyChoice } from '@/components/EmptyChoice';
import { DISCIPLINE_PERMS, SUBJECT_PERMS } from '@/features/discipline';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useDisciplineChoices } from '../../queries';
import { GRADES } from '../../grades';
import { CLASS_HOURS_MAX, gradeOrderRule, required, tagsToList, tagsToText } from '../rules';

/** The fields of step 1, in the order they are shown (Next checks them). */
export const BASIC_FIELDS = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'gradeStart',
  'gradeEnd',
  'disciplineId',
  'subjectId',
  'classHours',
  'tags',
  'cover',
];

/** Step 1: titles, description, grade range, discipline and subject, class hours, tags, cover. */
export function BasicStep() {
  const { t } = useTranslation('courseEditor');
  const form = Form.useFormInstance();
  const options = useDisciplineChoices();
  const language = currentLanguage();
  const disciplineId = Form.useWatch<number | undefined>('disciplineId');
  const subjects = options.data?.find((d) => d.disciplineId === disciplineId)?.subjects ?? [];
  const grades = GRADES.map((grade) => ({ value: grade, label: t(`course:grade.g${grade}`) }));
  const label = (name: string) => t(`field.${name}`);
  // a new install has no discipline and a new discipline no subject: say so, and where one is made
  const noDiscipline = options.isSuccess && options.data.length === 0 && (
    <EmptyChoice
      text={t('emptyDisciplines')}
      action={t('addDiscipline')}
      to="/admin/discipline/index"
      permission={DISCIPLINE_PERMS.add}
    />
  );
  const noSubject = Boolean(disciplineId) && options.isSuccess && subjects.length === 0 && (
    <EmptyChoice
      text={t('emptySubjects')}
      action={t('addSubject')}
      to="/admin/subject/index"
      permission={SUBJECT_PERMS.add}
    />
  );

  return (
    <>
      <Form.Item name="title" label={label('title')} rules={[required(label('title'), true)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="titleEn" label={label('titleEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={label('description')} rules={[required(label('description'), true)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="descriptionEn" label={label('descriptionEn')}>
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
      <Form.Item name="gradeStart" label={label('gradeStart')} rules={[required(label('gradeStart'))]}>
        <Select options={grades} virtual={false} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="gradeEnd"
        label={label('gradeEnd')}
        dependencies={['gradeStart']}
        rules={[required(label('gradeEnd')), gradeOrderRule(form)]}
      >
        <Select options={grades} virtual={false} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="disciplineId"
        label={label('disciplineId')}
        rules={[required(label('disciplineId'))]}
        extra={noDiscipline || undefined}
      >
        <Select
          notFoundContent={noDiscipline || undefined}
          loading={options.isLoading}
          options={(options.data ?? []).map((d) => ({
            value: d.disciplineId,
            label: inLanguage(language, d.disciplineName, d.disciplineNameEn),
          }))}
          // The subjects follow the discipline: one of another discipline cannot stay chosen.
          onChange={() => form.setFieldValue('subjectId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="subjectId"
        label={label('subjectId')}
        rules={[required(label('subjectId'))]}
        extra={noSubject || undefined}
      >
        <Select
          notFoundContent={noSubject || undefined}
          disabled={disciplineId === undefined || disciplineId === null}
          placeholder={disciplineId ? undefined : t('chooseDisciplineFirst')}
          options={subjects.map((s) => ({
            value: s.subjectId,
            label: inLanguage(language, s.subjectName, s.subjectNameEn),
          }))}
        />
      </Form.Item>
      <Form.Item name="classHours" label={label('classHours')} rules={[required(label('classHours'))]}>
        <InputNumber min={1} max={CLASS_HOURS_MAX} precision={0} />
      </Form.Item>
      <Form.Item
        name="tags"
        label={label('tags')}
        extra={t('tagsHint')}
        getValueProps={tagsToList}
        normalize={tagsToText}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="cover" label={label('cover')} rules={[required(label('cover'))]}>
        <ImageUpload limit={1} />
      </Form.Item>
    </>
  );
}
