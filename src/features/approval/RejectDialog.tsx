import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import { currentLanguage } from '@/i18n';
import { listPhrase } from '@/utils/list-phrase';
import type { Approval } from './types';

/** The longest rejection reason the backend keeps. */
export const REASON_MAX = 200;

interface Props {
  /** the applications to reject; the dialog is open while there are some */
  applications: readonly Approval[];
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks before rejecting, naming the applicants, with an optional reason they are told at login. */
export function RejectDialog({ applications, onSubmit, onClose }: Props) {
  const { t } = useTranslation('approval');
  const names = listPhrase(
    applications.map((a) => a.applicantName),
    currentLanguage(),
  );
  return (
    <FormDialog<{ reason?: string }>
      open={applications.length > 0}
      title={t('reject.title')}
      initialValues={{ reason: '' }}
      onSubmit={({ reason }) => onSubmit(reason?.trim() ?? '')}
      onClose={onClose}
      layout="vertical"
    >
      <Typography.Paragraph>{t('reject.confirm', { names })}</Typography.Paragraph>
      <Form.Item name="reason" label={t('reject.reason')} rules={[{ max: REASON_MAX }]}>
        <Input.TextArea
          placeholder={t('reject.reasonPrompt')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={REASON_MAX}
          showCount
        />
      </Form.Item>
    </FormDialog>
  );
}
