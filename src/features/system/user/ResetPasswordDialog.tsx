import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import type { SystemUser } from './types';

interface Props {
  user: SystemUser | null;
  onSubmit: (password: string) => Promise<boolean>;
  onClose: () => void;
}

/** Sets a new password for a user (5 to 20 characters). */
export function ResetPasswordDialog({ user, onSubmit, onClose }: Props) {
  const { t } = useTranslation('system');
  return (
    <FormDialog<{ password: string }>
      open={user !== null}
      title={t('user.resetPwd')}
      initialValues={{ password: '' }}
      onSubmit={({ password }) => onSubmit(password)}
      onClose={onClose}
      width={440}
      layout="vertical"
    >
      <Typography.Paragraph>{t('user.resetPwdPrompt', { name: user?.userName ?? '' })}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('user.newPassword')}
        rules={[
          { required: true, message: t('user.passwordRequired') },
          { min: 5, max: 20, message: t('user.passwordLength') },
        ]}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
