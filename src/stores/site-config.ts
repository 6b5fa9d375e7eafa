import { create } from 'zustand';
import { inLanguage } from '@/utils/bilingual';
import type { Language } from '@/utils/language';
import { readStoredSiteConfig, SITE_CONFIG_KEY, siteNameIn, type SiteConfig } from '@/utils/document-title';

export type { SiteConfig };

/** The console's own picture, shown while the site has no logo of its own. */
export const DEFAULT_LOGO = '/favicon.svg';

interface SiteConfigState {
  /** what is known: the copy this browser stored last, until the backend answers */
  config: Partial<SiteConfig>;
  /** takes a configuration (loaded or just saved) and keeps it for the next start */
  set: (config: SiteConfig) => void;
}

/**
 * The site configuration every part of the app shows (document title, sidebar, login card,
 * /website). It starts from the `siteConfig` local storage key, so the first paint already has the
 * right name, and follows the backend once `loadSiteConfig` (features/siteconfig) answers: a change made in another
 * browser shows up at the next start.
 */
export const useSiteConfigStore = create<SiteConfigState>((set) => ({
  config: readStoredSiteConfig(),
  set: (config) => {
    localStorage.setItem(SITE_CONFIG_KEY, JSON.stringify(config));
    set({ config });
  },
}));

/** The slogan in a language, falling back to the other one ('' when none). */
export function siteSlogan(config: Partial<SiteConfig>, language: Language): string {
  return inLanguage(language, config.slogan, config.sloganEn);
}

export const siteLogo = (config: Partial<SiteConfig>): string => config.logo || DEFAULT_LOGO;

/** The site's name in the current language, or the built-in one; follows every change. */
export function useSiteName(language: Language, fallback: string): string {
  return useSiteConfigStore((s) => siteNameIn(s.config, language)) ?? fallback;
}

/**
 * Outside the console (login, public pages) the window's title is the site's name; the console's
 * layout puts its page title in front of it (layout/document-title.ts). Sets it now and again
 * whenever the name changes, not on every answer: a configuration answered after the layout has
 * titled the window, with the same name, would otherwise take the page's title away, and the
 * layout, whose inputs did not change, would not put it back.
 */
export function titleWindowWithSiteName(language: () => Language, fallback: () => string): () => void {
  const nameNow = () => siteNameIn(useSiteConfigStore.getState().config, language()) ?? fallback();
  let shown = (document.title = nameNow());
  return useSiteConfigStore.subscribe(() => {
    const name = nameNow();
    if (name !== shown) shown = document.title = name;
  });
}
