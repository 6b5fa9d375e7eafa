import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';
import { decodeQr, readCanvasModules } from './support/qr-decode';
import { labelled, rowWith } from './system-helpers';

// A one-second H.264 clip made with ffmpeg (testsrc), small enough to keep in the repository.
const CLIP = readFileSync(fileURLToPath(new URL('./fixtures/clip.mp4', import.meta.url)));

const WORDS = {
  zh: {
    title: '标题（中文）',
    description: '描述（中文）',
    add: '新增',
    download: '下载 PNG',
    print: '打印',
    save: '保存',
    added: '新增成功',
    capture: '用当前画面作为封面',
    captured: '已将当前画面设为封面',
    codeOf: (t: string) => `${t}的二维码`,
    dialog: (t: string) => `二维码：${t}`,
    item: { title: '声音的传播', description: '把耳朵贴在桌上，听同学轻轻敲桌面。' },
    required: ['标题不能为空', '视频不能为空', '描述不能为空'],
    notFound: '内容不存在',
    noId: '未指定内容',
  },
  en: {
    title: 'Title (Chinese)',
    description: 'Description (Chinese)',
    add: 'Add',
    download: 'Download PNG',
    print: 'Print',
    save: 'Save',
    added: 'Added',
    capture: 'Use the current frame as the poster',
    captured: 'The frame is now the poster',
    codeOf: (t: string) => `QR code of ${t}`,
    dialog: (t: string) => `QR code: ${t}`,
    item: { title: 'Sound travels', description: 'Put an ear on the desk and listen to a friend knock.' },
    required: ['Title is required', 'Video is required', 'Description is required'],
    notFound: 'Content not found',
    noId: 'No content chosen',
  },
} as const;

describe('content items', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) creates an item with an mp4 and a captured poster; its QR code (also as PNG and printed) encodes the public address, which shows it without login on a phone',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      // Printing opens the browser's print dialog: record what each frame would print instead.
      await page.addInitScript(() => {
        window.print = () => {
          const top = window.top as Window & { printed?: string[] };
          top.printed = [...(top.printed ?? []), document.body.innerText];
        };
      });
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/content/index');
      await page.getByRole('button', { name: labelled(words.add) }).click();
      await page.waitForURL(/\/admin\/content\/edit\/new$/);

      await page.getByRole('button', { name: buttonName(words.save) }).click();
      for (const message of words.required) await expectVisible(page.getByText(message, { exact: true }));

      await page.getByLabel(words.title).fill(words.item.title);
      await page.getByLabel(words.description).fill(words.item.description);
      await page.locator('input[type=file][accept=".mp4"]').setInputFiles({
        name: 'sound.mp4',
        mimeType: 'video/mp4',
        buffer: CLIP,
      });
      await expectVisible(page.getByText('sound.mp4'));
      // The poster: a frame of the uploaded video, captured in the browser and uploaded as a picture.
      await page.getByRole('button', { name: buttonName(words.capture) }).click();
      // The browser may take seconds to decode the first frame when the machine is busy.
      await expectVisible(page.getByText(words.captured), 30_000);
      await expectVisible(page.getByRole('img', { name: /^poster-\d+\.jpg$/ }));
      await checkpoint(page, `content-edit-${language}`);
      await page.getByRole('button', { name: buttonName(words.save) }).click();
      await expectVisible(page.getByText(words.added));
      await page.waitForURL(/\/admin\/content\/index/);

      const row = rowWith(page, words.item.title);
      await expectVisible(row);
      // The thumbnail in the row and the larger code in the dialog both hold the public address.
      const thumbnail = row.getByRole('button', { name: words.codeOf(words.item.title) });
      const fromRow = decodeQr(await readCanvasModules(thumbnail));
      expect(fromRow).toMatch(new RegExp(`^${session.baseURL}/contentView\\?id=\\d+$`));
      await thumbnail.click();
      const dialog = page.getByRole('dialog').filter({ hasText: words.dialog(words.item.title) });
      await expectVisible(dialog);
      const address = decodeQr(await readCanvasModules(dialog));
      expect(address).toBe(fromRow);
      await expectVisible(dialog.getByText(address, { exact: true }));
      await checkpoint(page, `content-qr-${language}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: labelled(words.download) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${words.item.title}.png`);
      const png = readFileSync(await download.path());
      expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

      await dialog.getByRole('button', { name: labelled(words.print) }).click();
      await expect
        .poll(() => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []))
        .toEqual([expect.stringContaining(address) as unknown]);
      const printed = await page.evaluate(() => (window as Window & { printed?: string[] }).printed![0]);
      expect(printed).toContain(words.item.title);

      // The address works without a login, at a phone's width.
      await session.context.clearCookies();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(address);
      await expectVisible(page.getByRole('heading', { name: words.item.title }));
      await expectVisible(page.getByText(words.item.description));
      const video = page.locator('video');
      expect(await video.getAttribute('src')).toMatch(/\.mp4$/);
      expect(await video.getAttribute('poster')).toMatch(/poster-\d+\.jpg$/);
      expect(await video.getAttribute('preload')).toBe('metadata');
      expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkpoint(page, `content-public-${language}`);
      expectNoConsoleErrors(page);
    },
  );

  it.each<Language>(['zh', 'en'])('(%s) the public page says so for an unknown or missing id', async (language) => {
    const words = WORDS[language];
    const { page } = session;
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contentView?id=99999');
    await expectVisible(page.getByText(words.notFound, { exact: true }).last());
    await page.goto('/contentView');
    await expectVisible(page.getByText(words.noId, { exact: true }));
  });

  it('the public page follows its language switch', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contentView?id=1');
    await expectVisible(page.getByRole('heading', { name: '串联与并联电路演示' }));
    await page.getByRole('button', { name: 'English' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Series and parallel circuits' }));
    expect(page.url()).toContain('/contentView?id=1');
  });
});
