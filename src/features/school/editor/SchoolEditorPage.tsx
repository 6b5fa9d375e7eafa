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
import { saveSchool } from '../api';
import { SCHOOL_LIST_PATH } from '../paths';
import { SCHOOL_DRAFT, schoolKeys, useDeveloperOptions, useSchool } from '../queries';
import type { SchoolDetail, SchoolForm, SchoolSave } from '../types';
import { ACCOUNT_FIELDS, AccountsStep } from './steps/AccountsStep';
import { BASIC_FIELDS, BasicStep } from './steps/BasicStep';
import { CoursesStep } from './steps/CoursesStep';
import { SummaryStep } from './steps/SummaryStep';
import { LoadFailed } from '@/components/LoadFailed';
import { RecordHistoryButton } from '@/features/monitor';

/** The part of a loaded school the form edits. */
function formOf(school: SchoolDetail): SchoolForm {
  return {
    schoolName: school.schoolName,
    schoolNameEn: school.schoolNameEn,
    // a stored school's type is one of the codes its save was checked against
    schoolType: school.schoolType as SchoolSave['schoolType'],
    schoolStage: school.schoolStage.split(',').filter(Boolean),
    manager: school.manager,
    managerEn: school.managerEn,
    bdUserId: school.bdUserId ?? undefined,
    adminIds: school.admins.map((a) => a.userId),
    principalIds: school.principals.map((a) => a.userId),
    teacherIds: school.teachers.map((a) => a.userId),
    newAdmins: [],
    newPrincipals: [],
    newTeachers: [],
    courseIds: school.courseIds,
  };
}

function saveOf(values: SchoolForm, schoolId: number | undefined): SchoolSave {
  return {
    schoolId,
    schoolName: values.schoolName ?? '',
    schoolNameEn: values.schoolNameEn ?? '',
    schoolType: values.schoolType ?? '',
    schoolStage: values.schoolStage ?? [],
    manager: values.manager ?? '',
    managerEn: values.managerEn ?? '',
    bdUserId: values.bdUserId ?? 0,
    admins: { userIds: values.adminIds ?? [], create: values.newAdmins ?? [] },
    principals: { userIds: values.principalIds ?? [], create: values.newPrincipals ?? [] },
    teachers:
      values.teacherIds === undefined ? undefined : { userIds: values.teacherIds, create: values.newTeachers ?? [] },
    courseIds: values.courseIds ?? [],
  };
}

/**
 * `admin/school/edit` at /admin/school/edit/{id|new}: a school in four steps (basic information;
 * administrators, principals and teachers; courses; complete), with the unsaved-changes guard and a local
 * draft. Complete saves everything in one call and goes back to the list.
 */
export default function SchoolEditorPage() {
  const { t } = useTranslation('school');
  const { params } = useCurrentPage();
  const schoolId = params.id && params.id !== 'new' ? Number(params.id) : undefined;
  const [form] = Form.useForm<SchoolForm>();
  const client = useQueryClient();
  const closePage = useClosePage();
  const detail = useSchool(schoolId);
  const [saved, setSaved] = useState(false);
  const developers = useDeveloperOptions();
  // A business developer is offered only themselves: a new school starts with them chosen.
  const onlyDeveloper = developers.data?.length === 1 ? developers.data[0].userId : undefined;
  const record = useMemo<SchoolForm | undefined>(() => {
    if (schoolId !== undefined) return detail.data ? formOf(detail.data) : undefined;
    if (!developers.isFetched) return undefined;
    return {
      schoolStage: [],
      bdUserId: onlyDeveloper,
      adminIds: [],
      principalIds: [],
      teacherIds: [],
      newAdmins: [],
      newPrincipals: [],
      newTeachers: [],
      courseIds: [],
    };
  }, [schoolId, detail.data, developers.isFetched, onlyDeveloper]);

  // Back to the list once the editor has dropped the draft and counts as saved.
  useEffect(() => {
    if (saved) void closePage(SCHOOL_LIST_PATH, { saved: true });
  }, [saved, closePage]);

  if (detail.isError) {
    return <LoadFailed error={detail.error} notFound={t('editor.notFound')} onRetry={() => void detail.refetch()} />;
  }

  const steps: EditorStep[] = [
    { key: 'basic', title: t('editor.steps.basic'), fields: BASIC_FIELDS, content: <BasicStep /> },
    {
      key: 'accounts',
      title: t('editor.steps.accounts'),
      fields: ACCOUNT_FIELDS,
      content: (
        <AccountsStep
          schoolId={schoolId}
          admins={detail.data?.admins ?? []}
          principals={detail.data?.principals ?? []}
          teachers={detail.data?.teachers ?? []}
        />
      ),
    },
    { key: 'courses', title: t('editor.steps.courses'), fields: ['courseIds'], content: <CoursesStep /> },
    { key: 'complete', title: t('editor.steps.complete'), fields: [], content: <SummaryStep /> },
  ];

  const submit = async (values: SchoolForm) => {
    await saveSchool(saveOf(values, schoolId));
    void feedback.success(t(schoolId === undefined ? 'editor.created' : 'editor.saved'));
    void client.invalidateQueries({ queryKey: schoolKeys.all });
    setSaved(true);
  };

  const name = inLanguage(currentLanguage(), detail.data?.schoolName, detail.data?.schoolNameEn);
  const title =
    schoolId === undefined ? t('editor.newTitle') : [t('editor.editTitle'), name].filter(Boolean).join(' · ');
  return (
    <Card variant="borderless" title={title} extra={<RecordHistoryButton tableName="school" recordKey={schoolId} />}>
      <StepsEditor
        form={form}
        steps={steps}
        record={record}
        draft={{ editor: SCHOOL_DRAFT, id: schoolId, updatedAt: detail.data?.updateTime }}
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
