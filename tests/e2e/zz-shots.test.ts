import { it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { expectVisible, loginAs } from './support/app';
import { saveScreenshot, useBrowserSession } from './support/browser';

const session = useBrowserSession();

for (const [lang, width] of [
  ['en', 1366],
  ['zh', 390],
] as const) {
  it(`shots ${lang} ${width}`, async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, 'admin', undefined, { language: lang });
    await page.goto('/system/user/index');
    await expectVisible(page.getByRole('main').getByText('schooladmin'));
    await saveScreenshot(page, `kit-list-${lang}-${width}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: lang === 'en' ? /Import/ : /导\s*入/ })
      .click();
    const dialog = page.getByRole('dialog');
    const file = await writeXlsxFile([
      lang === 'en' ? ['Username', 'Name', 'Phone', 'Roles'] : ['用户名称', '姓名', '手机号码', '角色'],
      ['zhaoliu', '赵六', '13700001111', lang === 'en' ? 'Teacher' : '教师'],
      ['teacher', 'Dup', '123', 'Nobody'],
    ]).toBuffer();
    await page.waitForTimeout(1500);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'u.xlsx', mimeType: '', buffer: file });
    await page.waitForTimeout(1500);
    await saveScreenshot(page, `kit-import-${lang}-${width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('row').nth(2).getByRole('button', { name: lang === 'en' ? /More/ : /更多/ }).click();
    await page.waitForTimeout(500);
    await saveScreenshot(page, `kit-more-${lang}-${width}`);
  });
}
