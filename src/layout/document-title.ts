import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from '@/i18n';
import { resolvePage } from '@/router/resolve-page';
import { useRoutesStore } from '@/stores/routes';
import { useSettingsStore } from '@/stores/settings';
import { useSiteName } from '@/stores/site-config';

/** With the dynamic title on: `<page title> - <site name>`; otherwise the site name. */
export function documentTitle(siteName: string, pageTitle: string | undefined, dynamic: boolean): string {
  return dynamic && pageTitle ? `${pageTitle} - ${siteName}` : siteName;
}

/** Keeps the window title in step with the page and the dynamic-title setting. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = useRoutesStore((s) => s.pages);
  const dynamic = useSettingsStore((s) => s.dynamicTitle);
  const pageTitle = resolvePage(pages, pathname)?.page.meta.title;
  const siteName = useSiteName(currentLanguage(), t('appTitle'));
  useEffect(() => {
    document.title = documentTitle(siteName, pageTitle, dynamic);
  }, [siteName, pageTitle, dynamic]);
}
