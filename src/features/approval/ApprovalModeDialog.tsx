import { Form, Radio, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { ApprovalModeForm, ApprovalSchool } from './types';

interface Props {
  open: boolean;
  schools: readonly ApprovalSchool[];
  onSubmit: (form: ApprovalModeForm) => Promise<boolean>;
  onClose: () => void;
}

/**
 * How a school takes applications: automatic (approved on arrival) or manual (waits for its
 * approvers). Choosing a school shows its current mode.
 */
export function ApprovalModeDialog({ open, schools, onSubmit, onClose }: Props) {
  const { t } = useTranslation('approval');
  const modes = useDict('approval_mode');
  const [form] = Form.useForm<ApprovalModeForm>();
  const language = currentLanguage();
  const first = schools[0];
  const required = (field: string) => ({ required: true, message: t('mode.required', { field }) });
  return (
    <FormDialog<ApprovalModeForm>
      open={open}
      form={form}
      title={t('mode.title')}
      initialValues={first ? { schoolId: first.schoolId, approvalMode: first.approvalMode } : {}}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={110}
    >
      <Form.Item name="schoolId" label={t('column.school')} rules={[required(t('column.school'))]}>
        <Select
          showSearch={SEARCH_BY_LABEL}
          options={schools.map((s) => ({
            value: s.schoolId,
            label: inLanguage(language, s.schoolName, s.schoolNameEn),
          }))}
          onChange={(schoolId: number) => {
            const mode = schools.find((s) => s.schoolId === schoolId)?.approvalMode;
            form.setFieldValue('approvalMode', mode);
          }}
        />
      </Form.Item>
      <Form.Item name="approvalMode" label={t('mode.label')} rules={[required(t('mode.label'))]} extra={t('mode.help')}>
        <Radio.Group options={dictSelectOptions(modes)} />
      </Form.Item>
    </FormDialog>
  );
}
