import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { storedSiteName } from '@/utils/document-title';
import { switchLanguage } from '@/utils/language';
import styles from './auth.module.css';

/** The frame shared by the login, register and bind pages. */
export default function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const other = language === 'zh' ? 'en' : 'zh';
  const siteName = storedSiteName(language) ?? t('appTitle');
  return (
    <main className={styles.page}>
      <button
        type="button"
        className={styles.language}
        onClick={() => switchLanguage(other)}
        title={t('switchLanguage')}
      >
        {t(`languageName.${other}`)}
      </button>
      <section className={styles.card}>
        <h1 className={styles.title}>{siteName}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </section>
      <footer className={styles.footer}>{t('copyright', { year: new Date().getFullYear() })}</footer>
    </main>
  );
}
