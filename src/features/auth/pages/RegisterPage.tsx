import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import AuthCard from '../components/AuthCard';
import AuthField from '../components/AuthField';
import CaptchaInput from '../components/CaptchaInput';
import SubmitButton from '../components/SubmitButton';
import { register } from '../api';
import { useCaptcha } from '../captcha';
import { lengthBetween, required, useAuthForm, type Rule } from '../form';
import styles from '../components/auth.module.css';

type Values = { username: string; password: string; confirmPassword: string; code: string };

/** `/register`: the backend may refuse when registration is switched off; its message is shown. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { captcha, refreshCaptcha } = useCaptcha();
  const matches: Rule<Values> = (value, all) => (value === all.password ? null : t('passwordMismatch'));
  const form = useAuthForm<Values>(
    { username: '', password: '', confirmPassword: '', code: '' },
    {
      username: [required(t('usernameRequired')), lengthBetween(2, 20, t('usernameLength'))],
      password: [required(t('passwordRequired')), lengthBetween(5, 20, t('passwordLength'))],
      confirmPassword: [required(t('confirmRequired')), matches],
      code: captcha.enabled ? [required(t('codeRequired'))] : [],
    },
  );
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { values, setValue } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    try {
      const username = values.username.trim();
      await register({ ...values, username, uuid: captcha.uuid });
      void feedback.success(t('registered', { username }));
      await navigate('/login', { replace: true });
    } catch {
      setBusy(false);
      setValue('code', '');
      void refreshCaptcha();
    }
  };

  return (
    <AuthCard subtitle={t('registerSubtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('registerForm')}>
        <AuthField label={t('username')} {...form.field('username')} autoComplete="username" autoFocus />
        <AuthField label={t('password')} type="password" {...form.field('password')} autoComplete="new-password" />
        <AuthField
          label={t('confirmPassword')}
          type="password"
          {...form.field('confirmPassword')}
          autoComplete="new-password"
        />
        <CaptchaInput captcha={captcha} {...form.field('code')} onRefresh={() => void refreshCaptcha()} />
        <div className={styles.links}>
          <Link to="/login">{t('toLogin')}</Link>
        </div>
        <SubmitButton busy={busy}>{t('register')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
