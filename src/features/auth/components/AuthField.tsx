import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A labelled input with its validation message; passwords get a show/hide toggle. */
export default function AuthField({ label, value, error, onChange, type = 'text', ...rest }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={styles.field}>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          {...rest}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          placeholder={label}
          aria-label={label}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            aria-pressed={revealed}
          >
            {revealed ? t('hide') : t('show')}
          </button>
        ) : null}
      </div>
      <div id={`${id}-error`} className={styles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </div>
  );
}
