import { useState } from 'react';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { Link } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { useDict } from '@/hooks/useDict';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useSessionStore } from '@/stores/session';
import { isEmail, isMobilePhone, shapeRule } from '@/utils/contact';
import { updateProfile } from './api';
import type { ProfileAnswer, ProfileForm as Values } from './types';
import styles from './profile.module.css';
import { profileKeys } from './queries';

const formOf = ({ user }: ProfileAnswer): Values => ({
  nickName: user.nickName ?? '',
  phonenumber: user.phonenumber ?? '',
  email: user.email ?? '',
  sex: user.sex ?? '2',
  avatar: user.avatar ?? '',
});

/** The right card of the profile page: nickname, phone, email, gender and avatar. */
export function ProfileForm({ profile }: { profile: ProfileAnswer }) {
  const { t } = useTranslation('profile');
  const formName = useFormName('profile');
  const sexes = useDict('sys_user_sex');
  const client = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // The saved profile is the baseline: a save reloads it, which makes the form clean again.
  const saved = formOf(profile);
  useLoadForm(form, saved);
  useFormDirty(form, saved);

  const submit = async (typed: Values) => {
    const next = { ...typed, avatar: typed.avatar ?? '' };
    setSaving(true);
    try {
      await updateProfile(next);
    } catch {
      return; // the request layer said why; what was typed stays
    } finally {
      setSaving(false);
    }
    updateUser(next);
    void feedback.success(t('saved'));
    await client.invalidateQueries({ queryKey: profileKeys.all });
  };

  return (
    <Card title={t('basicInfo')} className={styles.card}>
      <Form form={form} name={formName} layout="vertical" onFinish={submit} autoComplete="off" initialValues={saved}>
        <Form.Item
          name="nickName"
          label={t('nickName')}
          rules={[{ required: true, whitespace: true, message: t('nickNameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="phonenumber"
          label={t('phonenumber')}
          rules={[{ required: true, message: t('phoneRequired') }, shapeRule(isMobilePhone, t('phoneInvalid'))]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          rules={[{ required: true, message: t('emailRequired') }, shapeRule(isEmail, t('emailInvalid'))]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sex" label={t('sex')}>
          <Radio.Group options={sexes.map((s) => ({ label: s.dictLabel, value: s.dictValue }))} />
        </Form.Item>
        <Form.Item name="avatar" label={t('avatar')} extra={t('avatarHint')}>
          <ImageUpload limit={1} purpose="avatar" />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(saved)}>{t('reset')}</Button>
          <Link to="/user/changeInfoPw">{t('changePassword')}</Link>
        </div>
      </Form>
    </Card>
  );
}
