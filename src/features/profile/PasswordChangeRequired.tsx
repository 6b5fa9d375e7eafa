import { useId } from 'react';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import LanguageSwitch from '@/components/LanguageSwitch';
import { loadSession, logoutAndReload } from '@/features/auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './profile.module.css';

/**
 * What an account whose password someone else chose sees after logging in, instead of the
 * console: the change-password form alone, and a way out (docs/api.md "Profile"). The server
 * refuses every other call meanwhile; once the password is changed the session is loaded again,
 * now with its menu, and the console appears where the user was going.
 */
export default function PasswordChangeRequired() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  return (
    <main className={styles.changeRequired} aria-labelledby={titleId}>
      <Card
        className={styles.changeRequiredCard}
        title={<span id={titleId}>{t('changeRequiredTitle')}</span>}
        extra={<LanguageSwitch />}
      >
        <Typography.Paragraph>{t('changeRequiredReason')}</Typography.Paragraph>
        <ChangePasswordForm onChanged={loadSession} />
        <Button type="link" className={styles.changeRequiredLogout} onClick={() => void logoutAndReload()}>
          {t('logout')}
        </Button>
      </Card>
    </main>
  );
}
