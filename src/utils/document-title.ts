import type { Language } from './language';

export const SITE_CONFIG_KEY = 'siteConfig';

interface StoredSiteConfig {
  name?: string;
  enname?: string;
}

/** The site's name in the given language from the stored site configuration, if any. */
export function storedSiteName(language: Language): string | undefined {
  try {
    const config = JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? 'null') as StoredSiteConfig | null;
    if (!config) return undefined;
    return (language === 'en' ? config.enname || config.name : config.name || config.enname) || undefined;
  } catch {
    return undefined;
  }
}
