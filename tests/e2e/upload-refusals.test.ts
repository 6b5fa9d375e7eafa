import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { readSeedIds } from './support/hostile-visits';
import { labelled } from './system-helpers';

// Every kind of upload widget refuses, in the user's words, a file whose content is not of its
// type (whatever its name says), a file that is too big, and one file too many, and sends no byte
// of a refused file: the picture upload (avatar), the rich-text editor's image, the file upload
// (a video, and a message's attachments), the course editor's multi-file upload, and the import.

/** Sits in every refused file: no request body may carry it. */
const REFUSED = 'REFUSED-BYTES-7f3a';
const MB = 1024 * 1024;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows program's first bytes. */
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.from(REFUSED)]);

/** A file of `name` with the program's bytes inside. */
const disguised = (name: string, mimeType: string) => ({ name, mimeType, buffer: EXE });
/** A file that starts right for its type and is larger than 5 MB. */
const oversize = (name: string, mimeType: string, head: Buffer) => ({
  name,
  mimeType,
  buffer: Buffer.concat([head, Buffer.from(REFUSED), Buffer.alloc(5 * MB)]),
});
const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`notes ${name}`) });

const MESSAGES = {
  imageType: '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
  imageSize: '上传头像图片大小不能超过 5 MB!',
  editorType: '文件格式不正确, 请上传图片文件!',
  size: '上传文件大小不能超过 5 MB!',
  videoType: '文件格式不正确, 请上传mp4格式文件!',
  tooMany: '上传文件数量不能超过 5 个!',
  importType: '文件格式不正确, 请上传xlsx/csv格式文件!',
};

const main = (page: Page) => page.getByRole('main');

/** A message the app shows (antd's toast), once it is on screen. */
const said = (page: Page, message: string) => expectVisible(page.getByText(message, { exact: true }).first());

/** Opens `path`, saying yes when the page asks before leaving what was just uploaded into its form. */
async function leaveFor(page: Page, path: string) {
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(path);
}

async function choose(input: Locator, files: Parameters<Locator['setInputFiles']>[0]) {
  await input.setInputFiles(files);
}

describe('upload refusals', { timeout: 120_000 }, () => {
  const session = useBrowserSession();

  it('every upload widget refuses a disguised, an oversize and one file too many, and sends none of them', async () => {
    const { page } = session;
    const sent: string[] = [];
    let uploads = 0;
    page.on('request', (request) => {
      const body = request.postDataBuffer();
      if (request.url().includes('/system/oss/upload')) uploads += 1;
      if (body?.includes(REFUSED)) sent.push(`${request.method()} ${request.url()}`);
    });

    await loginAs(page, 'admin');
    const ids = await readSeedIds(session.server);

    // The picture upload (the avatar): one picture at most.
    await page.goto('/user/profile');
    const avatar = main(page).locator('input[type=file]');
    await choose(avatar, disguised('me.png', 'image/png'));
    await said(page, MESSAGES.imageType);
    await choose(avatar, oversize('big.png', 'image/png', PNG));
    await said(page, MESSAGES.imageSize);
    expect(uploads, 'uploads of refused pictures').toBe(0);
    await choose(avatar, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await said(page, '上传成功');
    // the one picture is there: nothing offers to add another
    await expect.poll(() => main(page).getByRole('button', { name: '上传图片' }).count()).toBe(0);
    await checkpoint(page, 'upload-avatar-full');

    // The rich-text editor's image: a picture by its bytes, at most 5 MB.
    await leaveFor(page, `/admin/activity/edit/${ids.activityId}`);
    const editor = page.getByLabel('活动内容', { exact: true });
    const insertImage = async (file: Parameters<Locator['setInputFiles']>[0]) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        editor.getByRole('button', { name: 'image', exact: true }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await insertImage(disguised('photo.png', 'image/png'));
    await said(page, MESSAGES.editorType);
    await insertImage(oversize('big.png', 'image/png', PNG));
    await said(page, MESSAGES.size);
    expect(uploads, 'uploads of refused editor images').toBe(1);

    // The file upload (a content item's video, one at most).
    await page.goto('/admin/content/edit/new');
    const video = main(page).locator('input[type=file][accept=".mp4"]');
    await choose(video, disguised('clip.mp4', 'video/mp4'));
    await said(page, MESSAGES.videoType);
    const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]);
    await choose(video, oversize('long.mp4', 'video/mp4', MP4_HEAD));
    await said(page, MESSAGES.size);
    expect(uploads, 'uploads of refused videos').toBe(1);

    // The course editor's multi-file upload: refused files are named, the good one goes.
    await page.goto(`/admin/course/edite_section/${ids.teacherCourseId}/${ids.teacherLessonId}`);
    const bulk = main(page).getByRole('button', { name: labelled('选择多个文件') });
    await expectVisible(bulk);
    await choose(main(page).locator('input[type=file]').first(), [
      disguised('课件.pdf', 'application/pdf'),
      oversize('大文件.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n')),
      { name: '好文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await expectVisible(page.getByText(/^课件\.pdf: 文件格式不正确, 请上传pdf\/doc\/.*格式文件!$/).first());
    await said(page, `大文件.pdf: ${MESSAGES.size}`);
    await expectVisible(main(page).getByRole('link', { name: '好文件.pdf' }));
    expect(uploads, 'only the good file of the three is sent').toBe(2);

    // The import (read in the browser, never sent): an .xlsx that is no spreadsheet, a huge .csv.
    await leaveFor(page, '/system/user/index');
    await main(page)
      .getByRole('button', { name: labelled('导入') })
      .click();
    const dialog = page.getByRole('dialog', { name: '导入用户管理' });
    await expect.poll(() => dialog.getByRole('button', { name: /选择文件/ }).isEnabled()).toBe(true);
    const roster = dialog.locator('input[type=file]');
    await choose(roster, disguised('users.xlsx', ''));
    await expectVisible(dialog.getByText(MESSAGES.importType, { exact: true }));
    await choose(roster, oversize('users.csv', 'text/csv', Buffer.from('用户名称,姓名\n')));
    await expectVisible(dialog.getByText(MESSAGES.size, { exact: true }));
    await checkpoint(page, 'upload-import-refused');
    expect(uploads, 'the import uploads nothing').toBe(2);
    await dialog.getByRole('button', { name: buttonName('取消') }).click();
    await logout(page, 'zh');

    // The file upload with several files (a message's attachments, five at most): six are too many.
    await loginAs(page, 'teacher');
    await page.goto('/admin/message/index');
    await page.getByRole('button', { name: labelled('发送反馈') }).click();
    const feedback = page.getByRole('dialog').filter({ hasText: '发送课件反馈' });
    const attachments = feedback.locator('input[type=file]');
    await choose(
      attachments,
      ['1', '2', '3', '4', '5', '6'].map((n) => text(`${n}.txt`)),
    );
    await said(page, MESSAGES.tooMany);
    await choose(attachments, disguised('report.pdf', 'application/pdf'));
    await expectVisible(page.getByText(/^文件格式不正确, 请上传doc\/.*格式文件!$/).first());
    await choose(attachments, oversize('notes.txt', 'text/plain', Buffer.from('notes ')));
    await said(page, MESSAGES.size);
    expect(uploads, 'uploads of refused attachments').toBe(2);

    expect(sent, 'requests that carried a refused file').toEqual([]);
    expectNoConsoleErrors(page);
  });
});
