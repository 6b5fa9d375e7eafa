import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';

// Drop-downs as a person uses them, in both languages and at desk and phone widths: typing finds an
// option by the words it shows, an open list holds its options and nothing else, and a class form
// for a school without teachers says so and adds the school's first teacher right there.

const SHOTS = shotsFolder('choices');
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const main = (page: Page) => page.getByRole('main');

/** The option names of the list this drop-down controls. */
async function offered(page: Page, combobox: Locator): Promise<string[]> {
  const id = await combobox.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`).getByRole('option').allInnerTexts();
}

const WORDS = {
  zh: { stage: '学段', typed: '初', found: '初中', accounts: '账号', next: '下一步', teachers: '教师' },
  en: { stage: 'Stage', typed: 'middle', found: 'Middle', accounts: 'Accounts', next: 'Next', teachers: 'Teachers' },
} as const;

const CLASS_WORDS = {
  zh: {
    add: '新增',
    school: '学校',
    empty: '该学校还没有教师。',
    addTeacher: '为该学校添加教师',
    userName: '用户名称',
    name: '姓名',
    password: '用户密码',
    ok: '确定',
  },
  en: {
    add: 'Add',
    school: 'School',
    empty: 'This school has no teacher yet.',
    addTeacher: 'Add a teacher to this school',
    userName: 'Username',
    name: 'Name',
    password: 'Password',
    ok: 'OK',
  },
} as const;

describe('choices', () => {
  const session = useBrowserSession();

  for (const language of ['zh', 'en'] as const) {
    for (const width of [1366, 390]) {
      it(`finds a stage by its label and offers the teachers step (${language}, ${width} px)`, async () => {
        const { page } = session;
        const w = WORDS[language];
        await page.setViewportSize({ width, height: 860 });
        await loginAs(page, 'admin', undefined, { language });
        await page.goto('/admin/school/edit/new');
        const stage = main(page).getByLabel(w.stage, { exact: true });
        await expectVisible(stage);
        await stage.click();
        await stage.pressSequentially(w.typed);
        await expect.poll(() => offered(page, stage)).toEqual([w.found]);
        await shot(page, `stage-search-${language}-${width}`);
        await page.keyboard.press('Escape');
        // a school whose basic fields are complete goes on to its accounts, teachers among them
        await page.goto('/admin/school/edit/1');
        await expectVisible(main(page).getByLabel(w.stage, { exact: true }));
        await main(page)
          .getByRole('button', { name: buttonName(w.next) })
          .click();
        await expectVisible(main(page).getByRole('region', { name: w.teachers }));
        await shot(page, `accounts-teachers-${language}-${width}`);
        expectNoConsoleErrors(page);
      });
    }

    it(`adds a school's first teacher from the class form (${language})`, async () => {
      const { page, context } = session;
      const w = CLASS_WORDS[language];
      await loginAs(page, 'admin', undefined, { language });
      const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
      const developers = await page.request.get('/csp/admin/school/options/developers', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [developer] = (await developers.json()).data as Array<{ userId: number }>;
      const schoolName = `无教师学校${language}`;
      const made = await page.request.post('/csp/admin/school', {
        headers: { Authorization: `Bearer ${token}` },
        data: { schoolName, schoolNameEn: schoolName, schoolType: '0', schoolStage: ['1'], bdUserId: developer.userId },
      });
      expect((await made.json()).code).toBe(200);
      await page.goto('/admin/class/index');
      await main(page)
        .getByRole('button', { name: buttonName(w.add) })
        .first()
        .click();
      const dialog = page.getByRole('dialog').last();
      await dialog.getByLabel(w.school, { exact: true }).click();
      await page.getByTitle(schoolName, { exact: true }).last().click();
      await expectVisible(dialog.getByText(w.empty));
      await shot(page, `class-no-teacher-${language}`);
      await dialog.getByRole('button', { name: w.addTeacher }).click();
      const add = page.getByRole('dialog').last();
      await add.getByLabel(w.userName, { exact: true }).fill(`first_${language}`);
      await add.getByLabel(w.name, { exact: true }).fill(`First ${language}`);
      await add.getByLabel(w.password, { exact: true }).fill('admin123');
      await shot(page, `class-new-teacher-${language}`);
      await add.getByRole('button', { name: buttonName(w.ok) }).click();
      await expectVisible(dialog.getByTitle(`First ${language}`, { exact: true }));
      await expect.poll(() => dialog.getByText(w.empty).count()).toBe(0);
      await shot(page, `class-teacher-chosen-${language}`);
      expectNoConsoleErrors(page);
    });
  }
});
