import { useMemo } from 'react';
import { Card, Divider, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  classFormOf,
  ClassFormFields,
  classFormValues,
  useClass,
  useClassOptions,
  type ClassFormValues,
} from '@/features/class';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useCurrentPage } from '@/router/current-page';
import { ClassRosters } from './ClassRosters';
import { EditPageForm } from './EditPageForm';
import { MEMBER_CLASS_AREA } from './class-area';
import { MEMBER_CLASS_LIST } from './paths';
import { useSaveAndClose } from './useSaveAndClose';
import { WithMemberClasses } from './WithMemberClasses';

const { api, keys } = MEMBER_CLASS_AREA;

/** One class of the school: its fields with the class rules, and its rosters once it exists. */
function MemberClassEditor() {
  const { t } = useTranslation('member');
  const raw = useCurrentPage().params.id ?? 'new';
  const classId = raw === 'new' ? null : Number(raw);
  const record = useClass(classId);
  const options = useClassOptions();
  const [form] = Form.useForm<ClassFormValues>();
  const schools = options.data?.schools;
  const loaded = useMemo((): Partial<ClassFormValues> | undefined => {
    if (classId !== null) return record.data ? classFormValues(record.data) : undefined;
    if (!schools) return undefined;
    return { schoolId: schools.length === 1 ? schools[0].schoolId : undefined, teacherIds: [] };
  }, [classId, record.data, schools]);
  useLoadForm(form, loaded);
  useFormDirty(form, loaded);
  const saveAndClose = useSaveAndClose(keys.all, MEMBER_CLASS_LIST);

  if (record.isError) return <Result status="404" subTitle={t('class.unknown')} />;

  const submit = (values: ClassFormValues) =>
    saveAndClose(() => api.saveClass({ ...classFormOf(values), classId: classId ?? undefined }), classId === null);

  return (
    <Card variant="borderless" title={classId === null ? t('class.addTitle') : t('class.editTitle')}>
      <EditPageForm<ClassFormValues> form={form} loaded={!!loaded} onSubmit={submit} listPath={MEMBER_CLASS_LIST}>
        <ClassFormFields form={form} options={options.data} lockedSchoolId={record.data?.schoolId} />
      </EditPageForm>
      <Divider />
      {record.data ? (
        <ClassRosters record={record.data} />
      ) : (
        <Typography.Text type="secondary">{t('class.rostersAfterSave')}</Typography.Text>
      )}
    </Card>
  );
}

/** `user/member/classEdit` at /user/member/classEdit/:id (`new` or an id). */
export default function MemberClassEditPage() {
  return (
    <WithMemberClasses>
      <MemberClassEditor />
    </WithMemberClasses>
  );
}
