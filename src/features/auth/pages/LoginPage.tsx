import { useEffect, useState, type FormEvent } from 'react';
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
import { readBootFields } from '../boot-fields';
import { useCaptcha } from '../captcha';
import { required, useAuthForm } from '../form';
import { loginWith } from '../login';
import styles from '../components/auth.module.css';

/** `/login` and `/admin/login`. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { captcha, refreshCaptcha } = useCaptcha();
  // what the visitor typed into index.html's fields before this page's script arrived
  const [typed] = useState(readBootFields);
  const form = useAuthForm(
    { username: typed.username, password: typed.password, code: '' },
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
  // someone who typed before the page arrived has started to log in (as onInput below)
  useEffect(() => {
    if (typed.username || typed.password) runConsoleAhead();
  }, [typed]);

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
        <AuthField
          label={t('username')}
          {...form.field('username')}
          autoComplete="username"
          autoFocus={typed.focused !== 'password'}
        />
        <AuthField
          label={t('password')}
          type="password"
          {...form.field('password')}
          autoComplete="current-password"
          autoFocus={typed.focused === 'password'}
        />
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
