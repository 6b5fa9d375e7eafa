import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { siteLogo, useSiteConfigStore, useSiteName } from '@/stores/site-config';
import { switchLanguage } from '@/utils/language';
import styles from './auth.module.css';

/** The frame shared by the login, register and bind pages. */
export default function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const other = language === 'zh' ? 'en' : 'zh';
  const siteName = useSiteName(language, t('appTitle'));
  const logo = useSiteConfigStore((s) => siteLogo(s.config));
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
        <img src={logo} alt={t('siteLogo')} className={styles.logo} />
        <h1 className={styles.title}>{siteName}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </section>
      <footer className={styles.footer}>{t('copyright', { year: new Date().getFullYear() })}</footer>
    </main>
  );
}
