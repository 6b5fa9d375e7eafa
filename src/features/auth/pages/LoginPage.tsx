import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '@/env';
import { HOME_PATH } from '@/utils/navigation';
import { runConsoleAhead } from '@/utils/prefetch-console';
import { safeRedirect } from '@/utils/safe-redirect';
import AuthCard from '../components/AuthCard';
import AuthField from '../components/AuthField';
import CaptchaInput from '../components/CaptchaInput';
import SubmitButton from '../components/SubmitButton';
import { useCaptcha } from '../captcha';
import { required, useAuthForm } from '../form';
import { loginWith } from '../login';
import styles from '../components/auth.module.css';

/** `/login` and `/admin/login`. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { captcha, refreshCaptcha } = useCaptcha();
  const form = useAuthForm(
    { username: '', password: '', code: '' },
    {
      username: [required(t('usernameRequired'))],
      password: [required(t('passwordRequired'))],
      code: captcha.enabled ? [required(t('codeRequired'))] : [],
    },
  );
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { values, setValue } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    try {
      await loginWith({ username: values.username, password: values.password, code: values.code, uuid: captcha.uuid });
    } catch {
      // The request layer showed the server's reason; a captcha is single-use, so fetch another.
      setBusy(false);
      setValue('code', '');
      void refreshCaptcha();
      return;
    }
    await navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
  };

  return (
    <AuthCard subtitle={t('loginSubtitle')}>
      <form onSubmit={submit} onInput={() => runConsoleAhead()} noValidate aria-label={t('loginForm')}>
        <AuthField label={t('username')} {...form.field('username')} autoComplete="username" autoFocus />
        <AuthField label={t('password')} type="password" {...form.field('password')} autoComplete="current-password" />
        <CaptchaInput captcha={captcha} {...form.field('code')} onRefresh={() => void refreshCaptcha()} />
        {env.registerLink ? (
          <div className={styles.links}>
            <Link to="/register">{t('toRegister')}</Link>
          </div>
        ) : null}
        <SubmitButton busy={busy}>{busy ? t('loggingIn') : t('login')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
