import { useState } from 'react';
import type { z } from 'zod';
import type { passwordChange } from '@contract/schemas/profile';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { feedback } from '@/api/feedback';
import { useFormDirty } from '@/hooks/useFormDirty';
import { updatePassword } from './api';

/** The body the server checks (contract/schemas/profile.ts), and the new password typed again. */
type Values = z.input<typeof passwordChange> & { confirmPassword: string };

const EMPTY: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

interface Props {
  /** after the server took the new password (the form is emptied first) */
  onChanged?: () => void | Promise<void>;
}

/**
 * The change-password form (all required, new 6 to 20, both entries equal): the profile's page
 * and the screen an account that must change its password sees alone (PasswordChangeRequired).
 */
export function ChangePasswordForm({ onChanged }: Props) {
  const { t } = useTranslation('profile');
  const formName = useFormName('change-password');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useFormDirty(form, EMPTY);

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await updatePassword(oldPassword, newPassword);
      void feedback.success(t('passwordChanged'));
      form.resetFields();
      await onChanged?.();
    } catch {
      // The request layer showed why; what the user typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name={formName} layout="vertical" onFinish={submit} autoComplete="off">
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('oldPasswordPrompt')} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        rules={[
          { required: true, message: t('newPasswordRequired') },
          { min: 6, max: 20, message: t('newPasswordLength') },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('newPasswordPrompt')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('confirmPasswordPrompt')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}
