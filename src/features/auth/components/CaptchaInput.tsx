import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../captcha';
import AuthField from './AuthField';
import styles from './auth.module.css';

interface Props {
  captcha: CaptchaState;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/** The answer field and the image beside it; clicking the image fetches a new question. */
export default function CaptchaInput({ captcha, value, error, onChange, onRefresh }: Props) {
  const { t } = useTranslation('auth');
  if (!captcha.enabled) return null;
  return (
    <div className={styles.captchaRow}>
      <AuthField
        label={t('code')}
        value={value}
        error={error}
        onChange={onChange}
        autoComplete="off"
        inputMode="numeric"
        maxLength={8}
      />
      <button
        type="button"
        className={styles.captchaButton}
        onClick={onRefresh}
        title={t('refreshCaptcha')}
        // named by its text while that shows (a name must hold the visible text), by its action
        // once the picture is there
        aria-label={captcha.src ? t('refreshCaptcha') : undefined}
      >
        {captcha.src ? <img src={captcha.src} alt={t('captchaImage')} /> : <span>{t('loadingCaptcha')}</span>}
      </button>
    </div>
  );
}
