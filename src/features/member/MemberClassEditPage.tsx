import { useMemo } from 'react';
import { Card, Divider, Form, Typography } from 'antd';
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
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { useCurrentPage } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { draftKey } from '@/utils/drafts';
import { ClassRosters } from './ClassRosters';
import { EditPageForm } from './EditPageForm';
import { MEMBER_CLASS_AREA } from './class-area';
import { MEMBER_CLASS_LIST } from './paths';
import { MEMBER_CLASS_DRAFT } from './queries';
import { useSaveAndClose } from './useSaveAndClose';
import { WithMemberClasses } from './WithMemberClasses';
import { LoadFailed } from '@/components/LoadFailed';

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
  const dirty = useFormDirty(form, loaded);
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const draft = useLocalDraft(draftKey(user, MEMBER_CLASS_DRAFT, classId ?? 'new'), form, {
    dirty,
    baselineUpdatedAt: record.data?.updateTime,
  });
  const saveAndClose = useSaveAndClose(keys.all, MEMBER_CLASS_LIST);

  if (record.isError) {
    return <LoadFailed error={record.error} notFound={t('class.unknown')} onRetry={() => void record.refetch()} />;
  }

  const submit = (values: ClassFormValues) =>
    saveAndClose(() => api.save({ ...classFormOf(values), classId: classId ?? undefined }), classId === null, draft);

  return (
    <Card variant="borderless" title={classId === null ? t('class.addTitle') : t('class.editTitle')}>
      <EditPageForm<ClassFormValues>
        form={form}
        loaded={!!loaded}
        onSubmit={submit}
        listPath={MEMBER_CLASS_LIST}
        draft={draft}
      >
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
