import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CONFIG = {
  name: '星火课堂',
  enname: 'Spark Classroom',
  slogan: '点亮每一堂课',
  sloganEn: 'Light up every lesson',
};

const WORDS = {
  zh: {
    fields: { name: '系统名称', enname: '英文名称', slogan: '标语', sloganEn: '英文标语' },
    removeFile: '删除文件',
    save: '保存',
    saved: '站点配置已保存',
    /** the sidebar's logo link: the site name it shows, then where it goes */
    homeLink: `${CONFIG.name}，首页`,
    logo: '站点标志',
    shownName: CONFIG.name,
    shownSlogan: CONFIG.slogan,
  },
  en: {
    fields: { name: 'Name', enname: 'English name', slogan: 'Slogan', sloganEn: 'English slogan' },
    removeFile: 'Remove file',
    save: 'Save',
    saved: 'Site configuration saved',
    homeLink: `${CONFIG.enname}, home`,
    logo: 'Site logo',
    shownName: CONFIG.enname,
    shownSlogan: CONFIG.sloganEn,
  },
} as const;

describe('site configuration', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) saving the site config changes the window title and the sidebar logo at once, then /website and the login card',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/siteconfig/edit');
      const form = page.getByRole('main');
      const nameField = form.getByLabel(words.fields.name, { exact: true });
      await expect.poll(() => nameField.inputValue()).not.toBe('');
      for (const [key, label] of Object.entries(words.fields)) {
        await form.getByLabel(label, { exact: true }).fill(CONFIG[key as keyof typeof CONFIG]);
      }
      await form.getByRole('button', { name: words.removeFile }).click();
      await form.locator('input[type=file]').setInputFiles({ name: 'spark.png', mimeType: 'image/png', buffer: PNG });
      await expectVisible(form.getByText('spark.png').or(form.getByRole('img', { name: 'spark.png' })));
      await form.getByRole('button', { name: buttonName(words.save) }).click();
      await expectVisible(page.getByText(words.saved, { exact: true }));

      // at once, without a reload
      await expect.poll(() => page.title()).toBe(words.shownName);
      const sidebarLogo = page.getByRole('link', { name: words.homeLink, exact: true }).locator('img');
      await expect.poll(() => sidebarLogo.getAttribute('src')).toMatch(/\/csp\/system\/oss\/file\/\d+\//);
      // one stored address: signed for a logged-in reader, plain on the public pages (docs/security.md "Files")
      const stored = (src: string | null) => (src ?? '').split('?')[0];
      const logoSrc = stored(await sidebarLogo.getAttribute('src'));
      await checkpoint(page, `siteconfig-saved-${language}`);

      const website = await session.newPage();
      await website.goto('/website');
      await expectVisible(website.getByRole('heading', { level: 1, name: words.shownName }));
      await expectVisible(website.getByText(words.shownSlogan, { exact: true }));
      const websiteLogo = website.getByRole('img', { name: words.logo });
      expect(stored(await websiteLogo.getAttribute('src'))).toBe(logoSrc);
      await expect.poll(() => websiteLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await website.title()).toBe(words.shownName);
      await checkpoint(website, `siteconfig-website-${language}`);

      await logout(page, language);
      await expectVisible(page.getByRole('heading', { level: 1, name: words.shownName }));
      expect(stored(await page.getByRole('img', { name: words.logo }).getAttribute('src'))).toBe(logoSrc);
      expectNoConsoleErrors(page);
      expectNoConsoleErrors(website);
    },
  );
});
