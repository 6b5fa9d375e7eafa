import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, loginAs } from './support/app';
import type { Language } from './support/labels';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// Every system screen of issue 4 opens straight from its address (a full page load each time,
// as after a bookmark or a refresh) and shows its content in both languages, with no console
// errors along the way.

interface Screen {
  path: string;
  name: string;
  /** what the screen shows once its data is in, per language */
  shows: Record<Language, string>;
}

const SCREENS: Screen[] = [
  { path: '/system/user/index', name: 'users', shows: { zh: 'schooladmin', en: 'schooladmin' } },
  { path: '/system/role/index', name: 'roles', shows: { zh: 'school_admin', en: 'school_admin' } },
  { path: '/system/user-auth/role/2', name: 'user-auth', shows: { zh: '学校管理员', en: 'School administrator' } },
  {
    path: '/system/role-auth/user/4',
    name: 'role-auth',
    shows: { zh: '角色“教师”的用户', en: 'Users of the role "Teacher"' },
  },
  { path: '/system/menu/index', name: 'menus', shows: { zh: '系统管理', en: 'System' } },
  { path: '/system/dict/index', name: 'dict-types', shows: { zh: 'sys_user_sex', en: 'sys_user_sex' } },
  {
    path: '/system/dict-data/index/1',
    name: 'dict-data',
    shows: { zh: '用户性别 (sys_user_sex)', en: 'User gender (sys_user_sex)' },
  },
  {
    path: '/system/config/index',
    name: 'config',
    shows: { zh: 'sys.account.captchaEnabled', en: 'sys.account.captchaEnabled' },
  },
  {
    path: '/system/oss-config/index',
    name: 'storage',
    shows: { zh: '只能有一个存储配置处于启用状态', en: 'Exactly one storage configuration is active' },
  },
  { path: '/tool/gen-edit/index', name: 'gen-edit', shows: { zh: '基本信息', en: 'Basic info' } },
  { path: '/user/profile', name: 'profile', shows: { zh: '个人信息', en: 'Personal information' } },
  { path: '/user/changeInfoPw', name: 'password', shows: { zh: '旧密码', en: 'Old password' } },
];

async function visitAll(page: Page, language: Language): Promise<void> {
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expectVisible(page.getByRole('main').getByText(screen.shows[language], { exact: true }));
    await checkpoint(page, `screen-${screen.name}-${language}`);
  }
  expectNoConsoleErrors(page);
}

// Twelve full page loads, each starting the app again: more than the default minute on a busy two-core machine.
describe('system screens', { timeout: 150_000 }, () => {
  const session = useBrowserSession();

  it('each opens from its address with its data (zh)', async () => {
    await loginAs(session.page, 'admin');
    await visitAll(session.page, 'zh');
  });

  it('each opens from its address with its data (en)', async () => {
    await loginAs(session.page, 'admin', undefined, { language: 'en' });
    await visitAll(session.page, 'en');
  });
});
