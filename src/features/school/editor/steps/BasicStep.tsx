import { Form, Input, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/components/DictSelect';
import { EmptyChoice } from '@/components/EmptyChoice';
import { addUserWithRolePath, USER_PERMS } from '@/features/system/user';
import { useDeveloperOptions } from '../../queries';

/** The role key of a business developer: the users screen opens Add with it chosen. */
const BUSINESS_DEVELOPER = 'A4';

/** The fields Next checks on step 1 (name, English name, type, stage and business developer are required). */
export const BASIC_FIELDS = [
  'schoolName',
  'schoolNameEn',
  'schoolType',
  'schoolStage',
  'bdUserId',
  'manager',
  'managerEn',
];

/** Step 1: the school's basic information; the messages are the backend's for the same mistakes. */
export function BasicStep() {
  const { t } = useTranslation('school');
  const developers = useDeveloperOptions();
  // a new install has none: say so, and where one is made
  const noDeveloper = developers.isSuccess && developers.data.length === 0 && (
    <EmptyChoice
      text={t('emptyDevelopers')}
      action={t('addDeveloper')}
      to={addUserWithRolePath(BUSINESS_DEVELOPER)}
      permission={USER_PERMS.add}
    />
  );
  // `whitespace` only on text: a rule carrying it is checked as a string, which a stage list or a
  // developer id never is.
  const required = (field: string, whitespace = false) => {
    const message = t('widgets:list.required', { field });
    return whitespace ? { required: true, whitespace, message } : { required: true, message };
  };
  return (
    <>
      <Form.Item name="schoolName" label={t('schoolName')} rules={[required(t('schoolName'), true), { max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="schoolNameEn"
        label={t('schoolNameEn')}
        rules={[required(t('schoolNameEn'), true), { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="schoolType" label={t('schoolType')} rules={[required(t('schoolType'))]}>
        <DictSelect type="school_type" />
      </Form.Item>
      <Form.Item name="schoolStage" label={t('schoolStage')} rules={[required(t('schoolStage'))]}>
        <DictSelect type="school_stage" mode="multiple" />
      </Form.Item>
      <Form.Item
        name="bdUserId"
        label={t('developer')}
        rules={[required(t('developer'))]}
        extra={noDeveloper || undefined}
      >
        <Select
          notFoundContent={noDeveloper || undefined}
          showSearch={SEARCH_BY_LABEL}
          loading={developers.isLoading}
          options={(developers.data ?? []).map((d) => ({ value: d.userId, label: `${d.name} (${d.userName})` }))}
        />
      </Form.Item>
      <Form.Item name="manager" label={t('manager')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="managerEn" label={t('managerEn')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}
