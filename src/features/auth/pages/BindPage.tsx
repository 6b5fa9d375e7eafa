import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { setToken } from '@/utils/auth-token';
import { safeRedirect } from '@/utils/safe-redirect';
import AuthCard from '../components/AuthCard';
import AuthField from '../components/AuthField';
import CaptchaInput from '../components/CaptchaInput';
import SubmitButton from '../components/SubmitButton';
import { bindWechat } from '../api';
import { useCaptcha } from '../captcha';
import { required, useAuthForm } from '../form';
import styles from '../components/auth.module.css';

/** `/bind`: links the WeChat identity from the social-login callback to an existing account. */
export default function BindPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const wechatCode = params.get('code') ?? '';
  // The bind checks the password as the login does, behind the same captcha.
  const { captcha, refreshCaptcha } = useCaptcha();
  const form = useAuthForm(
    { username: '', password: '', captchaCode: '' },
    {
      username: [required(t('usernameRequired'))],
      password: [required(t('passwordRequired'))],
      captchaCode: captcha.enabled ? [required(t('codeRequired'))] : [],
    },
  );
  const { values, setValue } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !wechatCode || !form.validate()) return;
    setBusy(true);
    try {
      const token = await bindWechat({
        username: values.username.trim(),
        password: values.password,
        code: wechatCode,
        state: params.get('state') ?? undefined,
        captchaCode: values.captchaCode,
        uuid: captcha.uuid,
      });
      setToken(token);
      void feedback.success(t('bound'));
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer showed the server's reason; a captcha is single-use, so fetch another.
      setBusy(false);
      setValue('captchaCode', '');
      void refreshCaptcha();
    }
  };

  return (
    <AuthCard subtitle={t('bindSubtitle')}>
      {wechatCode ? null : (
        <p role="alert" className={styles.notice}>
          {t('bindNoCode')}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label={t('bindForm')}>
        <AuthField label={t('username')} {...form.field('username')} autoComplete="username" disabled={!wechatCode} />
        <AuthField
          label={t('password')}
          type="password"
          {...form.field('password')}
          autoComplete="current-password"
          disabled={!wechatCode}
        />
        <CaptchaInput captcha={captcha} {...form.field('captchaCode')} onRefresh={() => void refreshCaptcha()} />
        <SubmitButton busy={busy}>{t('bind')}</SubmitButton>
      </form>
      <div className={styles.links}>
        <Link to="/login">{t('toLogin')}</Link>
      </div>
    </AuthCard>
  );
}
