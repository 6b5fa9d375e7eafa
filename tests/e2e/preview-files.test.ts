import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';

// Document preview: /fileView (a stored file by its address, here a course file's preview call)
// with every sample type, in both languages. The seeded sample files (docs/api.md "Sample files")
// are the bytes behind the seeded course files.

/** The sample types, by extension. */
type SampleType = 'pdf' | 'docx' | 'xlsx' | 'png' | 'mp4' | 'txt' | 'wav' | 'zip';

const WORDS = {
  zh: {
    pageOf: (page: number, count: number) => `第 ${page} 页，共 ${count} 页`,
    next: '下一页',
    zoomIn: '放大',
    fitWidth: '适合宽度',
    download: '下载',
    unsupported: '此类型的文件无法在线预览',
    foreign: '无法预览此地址的文件',
    cannotOpen: '文件无法打开',
    notFound: '文件不存在',
    notAllowed: '此文件不允许下载',
    course: '课程',
    lesson: '课时',
  },
  en: {
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    next: 'Next page',
    zoomIn: 'Zoom in',
    fitWidth: 'Fit width',
    download: 'Download',
    unsupported: 'Files of this type cannot be previewed',
    foreign: 'Files at this address cannot be previewed',
    cannotOpen: 'The file could not be opened',
    notFound: 'The file does not exist',
    notAllowed: 'This file may not be downloaded',
    course: 'Course',
    lesson: 'Lesson',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

interface CourseFile {
  fileId: number;
  lessonId: number | null;
  fileName: string;
  downloadable: boolean;
  courseTitle: string;
  courseTitleEn: string;
  lessonTitle: string;
  lessonTitleEn: string;
}

/** The first seeded course files (asked of the backend as the page would) that match. */
async function findCourseFile(page: Page, wanted: (file: CourseFile) => boolean): Promise<CourseFile> {
  const files = await page.evaluate(async () => {
    const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const found = [];
    for (let id = 1; id <= 60; id++) {
      const answer = await fetch(`/csp/course/file/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await answer.json()) as { code: number; data: unknown };
      if (body.code === 200) found.push(body.data);
    }
    return found;
  });
  const file = (files as CourseFile[]).find(wanted);
  if (!file) throw new Error('no seeded course file fits the test');
  return file;
}

/**
 * /fileView of a seeded course file of the sample's type, by the address the course editor names
 * a saved file with (its preview call): an upload's own address is only served signed, as an
 * answer hands it out (docs/api.md "Files"), so a test never builds one from an id.
 */
async function fileViewPath(page: Page, ext: SampleType): Promise<{ path: string; name: string }> {
  const file = await findCourseFile(page, (f) => f.fileName.endsWith(`.${ext}`));
  const url = `/csp/course/file/${file.fileId}/preview`;
  return {
    path: `/fileView?url=${encodeURIComponent(url)}&name=${encodeURIComponent(file.fileName)}`,
    name: file.fileName,
  };
}

describe.each(['zh', 'en'] as const)('file preview (%s)', (language: Language) => {
  const session = useBrowserSession();
  const w = WORDS[language];

  /** the name of the file `open` opened last */
  let opened = '';
  const open = async (ext: SampleType) => {
    const { page } = session;
    if (page.url() === 'about:blank') await loginAs(page, 'teacher', undefined, { language });
    const { path, name } = await fileViewPath(page, ext);
    await page.goto(path);
    await expectVisible(main(page).getByText(name));
    opened = name;
    return page;
  };

  it('shows a PDF with its Chinese text, page count, page navigation and zoom', async () => {
    const page = await open('pdf');
    await expectVisible(main(page).getByText(w.pageOf(1, 3)));
    // The text layer carries the words that the canvas draws.
    await expectVisible(main(page).getByText('《简单电路》教学设计'));
    await checkpoint(page, `preview-pdf-${language}`);
    await main(page).getByRole('button', { name: w.next }).click();
    await expectVisible(main(page).getByText(w.pageOf(2, 3)));
    await expectVisible(main(page).getByText('三、教学过程'));
    const zoom = main(page).getByText(/^\d+%$/);
    const before = Number((await zoom.textContent())!.replace('%', ''));
    await main(page).getByRole('button', { name: w.zoomIn }).click();
    await expect.poll(async () => Number((await zoom.textContent())!.replace('%', ''))).toBeGreaterThan(before);
    await expect
      .poll(() =>
        main(page)
          .getByRole('button', { name: buttonName(w.fitWidth) })
          .getAttribute('aria-pressed'),
      )
      .toBe('false');
    expectNoConsoleErrors(page);
  });

  it('shows a Word document with its heading, text and table', async () => {
    const page = await open('docx');
    await expectVisible(main(page).getByText('课堂讲义：简单电路'));
    await expectVisible(main(page).getByText('Class handout: Simple Circuits'));
    await expectVisible(main(page).getByRole('cell', { name: '干电池 Dry cell' }));
    await checkpoint(page, `preview-docx-${language}`);
    expectNoConsoleErrors(page);
  });

  it('shows a spreadsheet as a table of its cells', async () => {
    const page = await open('xlsx');
    await expectVisible(main(page).getByRole('cell', { name: '第二组 Group 2' }));
    await expectVisible(main(page).getByRole('cell', { name: '灯光明亮 Bright' }));
    await expectVisible(main(page).getByRole('columnheader', { name: 'E', exact: true }));
    expectNoConsoleErrors(page);
  });

  it('shows an image, plays video and audio, and shows text', async () => {
    let page = await open('png');
    const image = main(page).getByRole('img', { name: opened });
    await expectVisible(image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    page = await open('mp4');
    const video = main(page).locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration * 10) / 10)).toBe(1.5);

    page = await open('wav');
    const audio = main(page).locator('audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0.5);

    page = await open('txt');
    await expectVisible(main(page).getByText(/阅读材料：电的发现/));
    await expectVisible(main(page).getByText(/Volta built the first battery/));
    expectNoConsoleErrors(page);
  });

  it('shows the details of a zip with a download that saves the file', async () => {
    const page = await open('zip');
    await expectVisible(main(page).getByText(w.unsupported));
    await expectVisible(main(page).getByText('ZIP', { exact: true }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('button', { name: buttonName(w.download) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(opened);
    expectNoConsoleErrors(page);
  });

  it('refuses an address on another site and explains an unknown file', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto(`/fileView?url=${encodeURIComponent('https://example.com/a.pdf')}`);
    await expectVisible(main(page).getByText(w.foreign));
    await page.goto(`/fileView?url=${encodeURIComponent('/csp/system/oss/file/424242/x.pdf')}&name=x.pdf`);
    await expectVisible(main(page).getByText(w.cannotOpen));
    await expectVisible(main(page).getByText(w.notFound).first());
  });

  it('previews a course file with its course and downloads it', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    const file = await findCourseFile(page, (f) => f.fileName.endsWith('.pdf') && f.downloadable && !f.lessonId);
    await page.goto(`/courseFileView?fileId=${file.fileId}`);
    const title = language === 'en' ? file.courseTitleEn : file.courseTitle;
    await expectVisible(main(page).getByText(`${w.course}: ${title}`));
    await expectVisible(main(page).getByText(w.pageOf(1, 3)));
    await expectVisible(main(page).getByText('《简单电路》教学设计'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('button', { name: buttonName(w.download) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.fileName);
    expectNoConsoleErrors(page);
  });

  it('previews a lesson document that may not be downloaded, without a download action', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    const file = await findCourseFile(page, (f) => !f.downloadable && f.lessonId !== null);
    await page.goto(`/docView?fileId=${file.fileId}`);
    const lesson = language === 'en' ? file.lessonTitleEn : file.lessonTitle;
    await expectVisible(main(page).getByText(`${w.lesson}: ${lesson}`));
    await expectVisible(main(page).getByText(w.notAllowed));
    // The content is still shown: previewing is allowed.
    await expectVisible(main(page).locator('canvas, video, audio, img, table, pre').first());
    expect(
      await main(page)
        .getByRole('button', { name: buttonName(w.download) })
        .count(),
    ).toBe(0);
    expectNoConsoleErrors(page);
  });

  it('fits the PDF page and the toolbar to a phone screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await open('pdf');
    await expectVisible(main(page).getByText('《简单电路》教学设计'));
    const canvas = main(page).locator('canvas').first();
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    expect((await canvas.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkpoint(page, `preview-pdf-phone-${language}`);
    await page.goto((await fileViewPath(page, 'docx')).path);
    await expectVisible(main(page).getByText('课堂讲义：简单电路'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkpoint(page, `preview-docx-phone-${language}`);
    expectNoConsoleErrors(page);
  });
});
