import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { EmptyChoice } from '@/components/EmptyChoice';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { GRADES } from '@/features/course';
import { SCHOOL_PERMS, schoolEditorPath } from '@/features/school';
import { dateTextItem } from '@/utils/date-text';
import { useAccess } from '@/hooks/useAccess';
import { useClassArea } from './area';
import { NewTeacherDialog } from './NewTeacherDialog';
import type { ClassForm, ClassOptions, ClassRecord } from './types';

/** The form's values of a class: the exam time is text until one is picked (see utils/date-text). */
export type ClassFormValues = Omit<ClassForm, 'examTime'> & { examTime?: string };

/** How the backend writes an exam time (docs/api.md "Classes, students and scores"). */
export const EXAM_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  form: FormInstance<ClassFormValues>;
  options: ClassOptions | undefined;
  /** the class's school once it exists: it cannot change */
  lockedSchoolId?: number;
}

/**
 * The fields of a class with the backend's rules: name, grade, teachers of the class's school and
 * exam time required. The school is chosen only by those who see several; it cannot change once
 * the class exists. Used by the classes screen's dialog and the school members' class page.
 */
export function ClassFormFields({ form, options, lockedSchoolId }: Props) {
  const { t } = useTranslation('class');
  const schools = options?.schools ?? [];
  const chosenSchool =
    Form.useWatch('schoolId', form) ?? lockedSchoolId ?? (schools.length === 1 ? schools[0].schoolId : undefined);
  const teachers = (options?.teachers ?? []).filter((u) => u.schoolId === chosenSchool);
  const { can } = useAccess();
  const mayAddTeacher = can(useClassArea().addPermission);
  const [addingTeacher, setAddingTeacher] = useState(false);
  const schoolName = schools.find((s) => s.schoolId === chosenSchool)?.schoolName ?? '';
  // teachers come from the school: a school without one says so, and offers to add one here
  const noTeacher = options !== undefined && chosenSchool !== undefined && teachers.length === 0 && (
    <Typography.Text type="secondary">
      {t('emptyTeachers')}
      {mayAddTeacher ? (
        <>
          {' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAddingTeacher(true)}>
            {t('addTeacher')}
          </Button>
        </>
      ) : null}
    </Typography.Text>
  );
  // a class needs a school: none to choose says so, and where schools are made
  const noSchool = options !== undefined && schools.length === 0 && (
    <EmptyChoice
      text={t('emptySchools')}
      action={t('addSchool')}
      to={schoolEditorPath('new')}
      permission={SCHOOL_PERMS.add}
    />
  );
  const required = (field: string) => ({ required: true, message: t('required', { field }) });
  return (
    <>
      {options !== undefined && schools.length !== 1 ? (
        <Form.Item name="schoolId" label={t('school')} rules={[required(t('school'))]} extra={noSchool || undefined}>
          <Select
            disabled={lockedSchoolId !== undefined || schools.length === 0}
            notFoundContent={noSchool ? t('emptySchools') : undefined}
            showSearch={SEARCH_BY_LABEL}
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
        extra={noTeacher || undefined}
      >
        <Select
          mode="multiple"
          placeholder={chosenSchool ? t('teachersPrompt') : t('schoolFirst')}
          notFoundContent={noTeacher ? t('emptyTeachers') : undefined}
          disabled={!chosenSchool}
          showSearch={SEARCH_BY_LABEL}
          options={teachers.map((u) => ({ value: u.userId, label: u.name }))}
        />
      </Form.Item>
      <Form.Item
        name="examTime"
        label={t('examTime')}
        rules={[required(t('examTime'))]}
        {...dateTextItem(EXAM_TIME_FORMAT)}
      >
        <DatePicker showTime format={EXAM_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      {chosenSchool !== undefined && addingTeacher ? (
        <NewTeacherDialog
          open
          schoolId={chosenSchool}
          schoolName={schoolName}
          onAdded={(teacher) =>
            form.setFieldValue('teacherIds', [...(form.getFieldValue('teacherIds') ?? []), teacher.userId])
          }
          onClose={() => setAddingTeacher(false)}
        />
      ) : null}
    </>
  );
}

/** A class's form values from its record. */
export const classFormValues = (record: ClassRecord): ClassFormValues => ({
  classId: record.classId,
  schoolId: record.schoolId,
  classNameZh: record.classNameZh,
  classNameEn: record.classNameEn,
  grade: record.grade,
  teacherIds: record.teacherIds,
  examTime: record.examTime,
});

/** What the backend takes from the form's values. */
export const classFormOf = ({ examTime, ...values }: ClassFormValues): ClassForm => ({
  ...values,
  examTime: examTime ?? '',
});
