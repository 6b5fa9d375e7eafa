import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import LanguageSwitch from '@/components/LanguageSwitch';
import { currentLanguage } from '@/i18n';
import { siteLogo, siteSlogan, useSiteConfigStore, useSiteName } from '@/stores/site-config';
import { ActivityDialog } from './ActivityDialog';
import { ActivityList } from './ActivityList';
import { BannerCarousel } from './BannerCarousel';
import { ContentList } from './ContentList';
import { useActivities, useBanners, useContents, websiteQueryClient } from './queries';
import styles from './website.module.css';

/** A positive whole number from the address, or null. */
const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** A section's body while its call is on the way or failed. */
function Loading({ query, children }: { query: { isLoading: boolean; isError: boolean }; children: ReactNode }) {
  const { t } = useTranslation('website');
  if (query.isLoading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return <>{children}</>;
}

function Website() {
  const { t } = useTranslation('website');
  const language = currentLanguage();
  const config = useSiteConfigStore((s) => s.config);
  const name = useSiteName(language, t('common:appTitle'));
  const banners = useBanners();
  const activities = useActivities();
  const contents = useContents();
  // The open activity is in the address (?activity=<id>), so a banner or a shared link opens it.
  const [search, setSearch] = useSearchParams();
  const open = idOf(search.get('activity'));
  const setOpen = (id: number | null) =>
    setSearch(id === null ? {} : { activity: String(id) }, { replace: id === null });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <img src={siteLogo(config)} alt={t('common:siteLogo')} className={styles.logo} />
          <div>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.slogan}>{siteSlogan(config, language)}</p>
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('nav')}>
          <LanguageSwitch />
          <Link to="/login">
            <Button type="link">{t('console')}</Button>
          </Link>
        </nav>
      </header>
      <main className={styles.main}>
        <Loading query={banners}>
          <BannerCarousel banners={banners.data ?? []} />
        </Loading>
        <section aria-labelledby="website-activities">
          <h2 id="website-activities" className={styles.sectionTitle}>
            {t('activities.title')}
          </h2>
          <Loading query={activities}>
            <ActivityList activities={activities.data ?? []} onOpen={setOpen} />
          </Loading>
        </section>
        <section aria-labelledby="website-contents">
          <h2 id="website-contents" className={styles.sectionTitle}>
            {t('contents.title')}
          </h2>
          <Loading query={contents}>
            <ContentList items={contents.data ?? []} />
          </Loading>
        </section>
      </main>
      <footer className={styles.footer}>{t('common:copyright', { year: new Date().getFullYear() })}</footer>
      <ActivityDialog activityId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/**
 * `/website`, open to everyone: the site's logo, name and slogan in the current language (with a
 * language switch), the banner carousel, the published activities (registering for one in
 * progress) and the content items with their QR codes. One column on a phone, a grid on a desktop.
 */
export default function WebsitePage() {
  return (
    <QueryClientProvider client={websiteQueryClient}>
      <Website />
    </QueryClientProvider>
  );
}
