import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../../server/db/schema';
import { loadSiteConfig } from '@/features/siteconfig';
import { DEFAULT_LOGO, siteLogo, siteSlogan, titleWindowWithSiteName, useSiteConfigStore } from '@/stores/site-config';
import { SITE_CONFIG_KEY, siteNameIn } from '@/utils/document-title';
import { runOnRealServer, serverDb } from '../helpers/real-server';

runOnRealServer();

beforeEach(() => {
  localStorage.removeItem(SITE_CONFIG_KEY);
  useSiteConfigStore.setState({ config: {} });
});

describe('site-config store', () => {
  it('loads the configuration from the public call and keeps it for the next start', async () => {
    // saved from another browser: the server's one row holds it
    await serverDb().update(siteConfig).set({ name: '另一个浏览器改的名字' });
    await loadSiteConfig();
    expect(useSiteConfigStore.getState().config.name).toBe('另一个浏览器改的名字');
    expect(JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? '{}').name).toBe('另一个浏览器改的名字');
  });

  it('reads names and slogans in a language, falling back to the other one', () => {
    const config = { name: '星火课堂', enname: '', slogan: '', sloganEn: 'Light up', logo: '' };
    expect(siteNameIn(config, 'en')).toBe('星火课堂');
    expect(siteSlogan(config, 'zh')).toBe('Light up');
    expect(siteNameIn({}, 'zh')).toBeUndefined();
    expect(siteLogo(config)).toBe(DEFAULT_LOGO);
    expect(siteLogo({ logo: '/csp/x.png' })).toBe('/csp/x.png');
  });

  it("titles the window with the site's name, and leaves a page's title alone when an answer repeats the name", () => {
    const config = { name: '星火课堂', enname: 'Spark', slogan: '', sloganEn: '', logo: '' };
    useSiteConfigStore.getState().set(config);
    const stop = titleWindowWithSiteName(
      () => 'en',
      () => 'Course system',
    );
    try {
      expect(document.title).toBe('Spark');
      // the console's layout puts the page's title in front
      document.title = 'Home - Spark';
      // the backend answers after the layout, with the same name
      useSiteConfigStore.getState().set({ ...config });
      expect(document.title).toBe('Home - Spark');
      useSiteConfigStore.getState().set({ ...config, enname: 'Spark School' });
      expect(document.title).toBe('Spark School');
      useSiteConfigStore.getState().set({ ...config, name: '', enname: '' });
      expect(document.title).toBe('Course system');
    } finally {
      stop();
    }
  });
});
