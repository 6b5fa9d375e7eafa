import { inLanguage } from './bilingual';
import type { Language } from './language';

// The site configuration as this browser keeps it, and how its name reads in a language: what
// the window title and the login card show before anything else has loaded.

export const SITE_CONFIG_KEY = 'siteConfig';

/** The site's name, slogan and logo, as GET /siteconfig/public answers them. */
export interface SiteConfig {
  name: string;
  enname: string;
  slogan: string;
  sloganEn: string;
  logo: string;
}

/** The copy under the `siteConfig` local storage key; empty when there is none (or it is broken). */
export function readStoredSiteConfig(): Partial<SiteConfig> {
  try {
    const value = JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Partial<SiteConfig>) : {};
  } catch {
    return {};
  }
}

/** The site's name in a language, falling back to the other one; undefined when none is known. */
export function siteNameIn(config: Partial<SiteConfig>, language: Language): string | undefined {
  return inLanguage(language, config.name, config.enname) || undefined;
}

/** The site's name in the given language from the stored site configuration, if any. */
export function storedSiteName(language: Language): string | undefined {
  return siteNameIn(readStoredSiteConfig(), language);
}
