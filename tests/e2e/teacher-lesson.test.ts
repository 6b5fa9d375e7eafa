import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS, type Language } from './support/labels';
import { dialogWith, rowWith } from './system-helpers';

// A teacher opens a lesson from their home, previews its PDF on the page, downloads only the
// files that may be downloaded, marks the lesson taught (the course's progress on the home goes
// up) and sends feedback on the PDF, which the admin then finds in the courseware messages.

const WORDS = {
  zh: {
    courses: '我的课程',
    progress: (taught: number, total: number) => `已上 ${taught} / ${total} 课时`,
    lessons: '课时列表',
    heading: (no: number, title: string) => `第 ${no} 课时：${title}`,
    previewOnly: '仅供在线预览',
    download: (name: string) => `下载 ${name}`,
    preview: '文件预览',
    pageOf: '第 1 页，共 3 页',
    mark: (className: string) => `${className} 标记已上`,
    marked: '已标记为已上',
    feedback: (name: string) => `对 ${name} 提交反馈`,
    dialog: '发送课件反馈',
    title: '标题',
    content: '内容',
    sent: '发送成功',
    notAllowed: '此文件不允许下载',
    downloadAction: '下载',
    words: { title: '课件第二页缺少电路图', content: '第二页的串联电路图没有显示出来。' },
  },
  en: {
    courses: 'My courses',
    progress: (taught: number, total: number) => `${taught} of ${total} lessons taught`,
    lessons: 'Lessons',
    heading: (no: number, title: string) => `Lesson ${no}: ${title}`,
    previewOnly: 'Online preview only',
    download: (name: string) => `Download ${name}`,
    preview: 'File preview',
    pageOf: 'Page 1 of 3',
    mark: (className: string) => `Mark taught for ${className}`,
    marked: 'Marked as taught',
    feedback: (name: string) => `Send feedback on ${name}`,
    dialog: 'Send courseware feedback',
    title: 'Title',
    content: 'Content',
    sent: 'Feedback sent',
    notAllowed: 'This file may not be downloaded',
    downloadAction: 'Download',
    words: { title: 'A circuit diagram is missing', content: 'The series circuit on page two does not show.' },
  },
} as const;

interface File {
  fileId: number;
  fileName: string;
  downloadable: boolean;
}
interface Lesson {
  lessonId: number;
  lessonNo: number;
  title: string;
  titleEn: string;
  taughtClassIds: number[];
  courseware: File[];
  materials: File[];
  learningResources: File[];
}
interface Course {
  courseId: number;
  title: string;
  titleEn: string;
  lessonCount: number;
  taughtCount: number;
  classes: { classId: number; className: string; classNameEn: string }[];
  lessons: Lesson[];
}

/** Asks the backend what the page will show, as the page would. */
async function ask<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answer = await fetch(`/csp${url}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

const filesOf = (l: Lesson) => [...l.courseware, ...l.materials, ...l.learningResources];
const named = (language: Language, zh: string, en: string) => (language === 'en' ? en || zh : zh);

describe.each(['zh', 'en'] as const)('teacher lesson (%s)', (language) => {
  const session = useBrowserSession();
  const w = WORDS[language];

  it('opens a lesson, previews its PDF, downloads only allowed files, marks it taught, sends feedback the admin sees', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/user/teacher/index');
    // the server answers once the page is up
    await expectVisible(page.getByRole('list', { name: w.courses }));
    const home = await ask<{ courses: Course[] }>(page, '/user/teacher/home');
    const course = await ask<Course>(page, `/user/teacher/course/${home.courses[0].courseId}`);
    // an untaught lesson whose first courseware is a downloadable PDF, and a file that may not be downloaded
    const lesson = course.lessons.find(
      (l) => !l.taughtClassIds.length && l.courseware[0]?.fileName.endsWith('.pdf') && l.courseware[0].downloadable,
    )!;
    const pdf = lesson.courseware[0];
    const locked = course.lessons.flatMap(filesOf).find((f) => !f.downloadable)!;
    const title = named(language, course.title, course.titleEn);

    const card = page.getByRole('listitem', { name: title });
    await expectVisible(card.getByText(w.progress(course.taughtCount, course.lessonCount)));
    await checkpoint(page, `teacher-home-${language}`);
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/user/teacher/course/${course.courseId}`);

    // antd's List puts its label on its outer box, not on the list element
    const lessons = page.getByLabel(w.lessons, { exact: true });
    const lockedItem = lessons.getByText(locked.fileName, { exact: true }).first().locator('xpath=ancestor::li[1]');
    await expectVisible(lockedItem.getByText(w.previewOnly));
    expect(await lockedItem.getByRole('button', { name: w.download(locked.fileName) }).count()).toBe(0);

    await lessons
      .getByRole('link', { name: w.heading(lesson.lessonNo, named(language, lesson.title, lesson.titleEn)) })
      .click();
    await page.waitForURL(`**/user/teacher/detail/${lesson.lessonId}`);
    const preview = page.getByRole('region', { name: w.preview });
    await expectVisible(preview.getByText(w.pageOf));
    await checkpoint(page, `teacher-lesson-${language}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.download(pdf.fileName) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdf.fileName);
    for (const f of filesOf(lesson)) {
      expect(await page.getByRole('button', { name: w.download(f.fileName) }).count(), f.fileName).toBe(
        f.downloadable ? 1 : 0,
      );
    }

    const klass = course.classes[0];
    await page.getByRole('button', { name: w.mark(named(language, klass.className, klass.classNameEn)) }).click();
    await expectVisible(page.getByText(w.marked));

    await page.getByRole('button', { name: w.feedback(pdf.fileName) }).click();
    const dialog = dialogWith(page, w.dialog);
    await expectVisible(dialog.getByText(pdf.fileName));
    await dialog.getByLabel(w.title, { exact: true }).fill(w.words.title);
    await dialog.getByLabel(w.content, { exact: true }).fill(w.words.content);
    await dialog.getByRole('button', { name: buttonName(LABELS[language].ok) }).click();
    await expectVisible(page.getByText(w.sent));

    await page.goto('/user/teacher/index');
    await expectVisible(
      page.getByRole('listitem', { name: title }).getByText(w.progress(course.taughtCount + 1, course.lessonCount)),
    );

    // the viewer of a file that may not be downloaded offers no download
    await page.goto(`/fileView?fileId=${locked.fileId}`);
    await expectVisible(page.getByRole('main').getByText(w.notAllowed));
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: buttonName(w.downloadAction) })
        .count(),
    ).toBe(0);
    expectNoConsoleErrors(page);
    await logout(page, language);

    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/admin/message/index');
    await expectVisible(rowWith(page, w.words.title));
  });
});
