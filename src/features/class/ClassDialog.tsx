import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { GRADES } from '@/features/course';
import type { ClassForm, ClassOptions, ClassRecord } from './types';

interface Props {
  open: boolean;
  record: ClassRecord | null;
  options: ClassOptions | undefined;
  onSubmit: (form: ClassForm) => Promise<boolean>;
  onClose: () => void;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** What the form holds: the exam time as a date picker's value. */
type Values = Omit<ClassForm, 'examTime'> & { examTime?: Dayjs };

/**
 * Add or edit a class, with the backend's rules (docs/api.md "Classes, students and scores"):
 * name, grade, teachers of the class's school and exam time required. The school is chosen only
 * by those who see several; it cannot change once the class exists.
 */
export function ClassDialog({ open, record, options, onSubmit, onClose }: Props) {
  const { t } = useTranslation('class');
  const [form] = Form.useForm<Values>();
  const schools = options?.schools ?? [];
  const chosenSchool =
    Form.useWatch('schoolId', form) ?? record?.schoolId ?? (schools.length === 1 ? schools[0].schoolId : undefined);
  const teachers = (options?.teachers ?? []).filter((u) => u.schoolId === chosenSchool);
  const required = (field: string) => ({ required: true, message: t('required', { field }) });
  const initial: Partial<Values> = record
    ? {
        classId: record.classId,
        schoolId: record.schoolId,
        classNameZh: record.classNameZh,
        classNameEn: record.classNameEn,
        grade: record.grade,
        teacherIds: record.teacherIds,
        examTime: dayjs(record.examTime, TIME),
      }
    : { schoolId: schools.length === 1 ? schools[0].schoolId : undefined, teacherIds: [] };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={record ? t('edit') : t('add')}
      initialValues={initial}
      onSubmit={({ examTime, ...values }) => onSubmit({ ...values, examTime: examTime?.format(TIME) ?? '' })}
      onClose={onClose}
      labelWidth={110}
    >
      {schools.length > 1 ? (
        <Form.Item name="schoolId" label={t('school')} rules={[required(t('school'))]}>
          <Select
            disabled={!!record}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('school')}
            options={schools.map((s) => ({ value: s.schoolId, label: s.schoolName }))}
            onChange={() => form.setFieldValue('teacherIds', [])}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="classNameZh"
        label={t('className')}
        rules={[{ ...required(t('className')), whitespace: true }, { max: 50 }]}
      >
        <Input maxLength={50} placeholder={t('classNamePrompt')} />
      </Form.Item>
      <Form.Item name="classNameEn" label={t('classNameEn')} rules={[{ max: 100 }]}>
        <Input maxLength={100} placeholder={t('classNameEnPrompt')} />
      </Form.Item>
      <Form.Item name="grade" label={t('grade')} rules={[required(t('grade'))]}>
        <Select
          placeholder={t('grade')}
          options={GRADES.map((g) => ({ value: g, label: t('course:grade.single', { grade: g }) }))}
        />
      </Form.Item>
      <Form.Item
        name="teacherIds"
        label={t('teachers')}
        rules={[{ ...required(t('teachers')), type: 'array', min: 1 }]}
      >
        <Select
          mode="multiple"
          placeholder={chosenSchool ? t('teachersPrompt') : t('schoolFirst')}
          disabled={!chosenSchool}
          showSearch={{ optionFilterProp: 'label' }}
          options={teachers.map((u) => ({ value: u.userId, label: u.name }))}
        />
      </Form.Item>
      <Form.Item name="examTime" label={t('examTime')} rules={[required(t('examTime'))]}>
        <DatePicker showTime format={TIME} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
