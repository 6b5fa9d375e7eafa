import { useMemo } from 'react';
import { Button, Card, Divider, Form, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  classFormOf,
  ClassFormFields,
  classFormValues,
  useClass,
  useClassOptions,
  type ClassFormValues,
} from '@/features/class';
import { useClosePage } from '@/hooks/useClosePage';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useCurrentPage } from '@/router/current-page';
import { ClassRosters } from './ClassRosters';
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
  const closePage = useClosePage();
  const saveAndClose = useSaveAndClose(keys.all, MEMBER_CLASS_LIST);

  if (record.isError) return <Result status="404" subTitle={t('class.unknown')} />;

  const submit = (values: ClassFormValues) =>
    saveAndClose(() => api.saveClass({ ...classFormOf(values), classId: classId ?? undefined }), classId === null);

  return (
    <Card variant="borderless" title={classId === null ? t('class.addTitle') : t('class.editTitle')}>
      {loaded ? null : <Spin style={{ display: 'block', padding: 48 }} />}
      {/* The form stays mounted (hidden) while the class loads, so its watchers always have a form. */}
      <Form<ClassFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '130px' }}
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        style={{ maxWidth: 720, display: loaded ? undefined : 'none' }}
        onFinish={(values) => void submit(values)}
      >
        <ClassFormFields form={form} options={options.data} lockedSchoolId={record.data?.schoolId} />
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('save')}
            </Button>
            <Button onClick={() => void closePage(MEMBER_CLASS_LIST)}>{t('back')}</Button>
          </Space>
        </Form.Item>
      </Form>
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
