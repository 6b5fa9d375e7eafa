import { Alert, Button, Card, Form, Radio, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { useAccess } from '@/hooks/useAccess';
import { useDict, dictLabel } from '@/hooks/useDict';
import { useListAction } from '@/components/list';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { applyToSchool } from './api';
import { approvalKeys, useMyApplications, useOpenSchools } from './queries';
import type { ApplyForm } from './types';

const ROLES = ['teacher', 'principal', 'school_admin'] as const;
/** Platform staff work for no school and do not apply to one. */
const PLATFORM_ROLES = ['admin', 'discipline_leader', 'A4'];

/**
 * For an account that belongs to no school (e.g. just registered): apply to join one in a role.
 * A school on automatic approval takes the account at once; otherwise the application waits for
 * the school's approvers, and the card says so.
 */
export function JoinSchoolCard() {
  const { t } = useTranslation('approval');
  const formName = useFormName('join-school');
  const platform = useAccess().is(PLATFORM_ROLES);
  const mine = useMyApplications(!platform);
  const withoutSchool = !platform && mine.data?.schoolId === null;
  const schools = useOpenSchools(withoutSchool);
  const statuses = useDict('approval_status');
  const apply = useListAction(approvalKeys.all, applyToSchool, t('join.sent'));
  const language = currentLanguage();
  if (!withoutSchool) return null;
  const pending = mine.data?.applications.find((a) => a.status === '0');
  const latest = mine.data?.applications[0];
  const schoolName = (id: number | undefined) => {
    const school = schools.data?.find((s) => s.schoolId === id);
    return school ? inLanguage(language, school.schoolName, school.schoolNameEn) : '';
  };
  const required = (field: string) => ({ required: true, message: t('mode.required', { field }) });
  return (
    <Card title={t('join.title')} style={{ marginTop: 16 }}>
      {latest ? (
        <Alert
          type={latest.status === '2' ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('join.latest', {
            school: schoolName(latest.schoolId),
            status: dictLabel(statuses, latest.status),
          })}
          description={latest.reason || undefined}
        />
      ) : null}
      {pending ? null : (
        <Form<ApplyForm>
          name={formName}
          layout="vertical"
          initialValues={{ roleKey: 'teacher' }}
          onFinish={(form) => void apply(form)}
        >
          <Form.Item name="schoolId" label={t('column.school')} rules={[required(t('column.school'))]}>
            <Select
              showSearch={SEARCH_BY_LABEL}
              loading={schools.isLoading}
              options={(schools.data ?? []).map((s) => ({
                value: s.schoolId,
                label: inLanguage(language, s.schoolName, s.schoolNameEn),
              }))}
            />
          </Form.Item>
          <Form.Item name="roleKey" label={t('column.role')} rules={[required(t('column.role'))]}>
            <Radio.Group options={ROLES.map((key) => ({ value: key, label: t(`role.${key}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('join.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
