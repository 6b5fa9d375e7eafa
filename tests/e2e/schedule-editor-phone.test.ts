import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

// On a phone the lesson editor puts each label above its field: each label, its field and the
// next label must follow one another down the page, none drawn over another.
const FIELDS: Record<Language, string[]> = {
  zh: ['班级', '课程', '课时', '日期', '开始时间', '结束时间', '上课地点'],
  en: ['Class', 'Course', 'Lesson', 'Date', 'Start time', 'End time', 'Place'],
};
/** The hint under the lesson's field, and the button under the last field. */
const WORDS = {
  zh: { hint: '可以先不选课时，之后再补上', after: '课时', next: '日期', save: /保\s*存/ },
  en: { hint: 'The lesson can be chosen later', after: 'Lesson', next: 'Date', save: /^Save$/ },
} as const;

describe('the lesson editor on a phone', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])('(%s) draws each label above its field, none over another', async (language) => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/user/schedule/edite_base/new');
    const labels = FIELDS[language];
    await expectVisible(page.getByLabel(labels[0], { exact: true }));
    const boxes: Array<{ name: string; label: Box; field: Box }> = [];
    for (const name of labels) {
      const label = await page
        .locator('label', { hasText: name })
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first()
        .boundingBox();
      const field = await page.getByLabel(name, { exact: true }).boundingBox();
      expect(label && field, `${name} and its field are on the page`).toBeTruthy();
      boxes.push({ name, label: label!, field: field! });
    }
    boxes.forEach(({ name, label, field }, i) => {
      expect(label.y + label.height, `${name}: its label ends above its field`).toBeLessThanOrEqual(field.y + 1);
      const next = boxes[i + 1];
      if (next)
        expect(field.y + field.height, `${name}: its field ends above ${next.name}`).toBeLessThanOrEqual(
          next.label.y + 1,
        );
    });
    const words = WORDS[language];
    const byName = Object.fromEntries(boxes.map((box) => [box.name, box]));
    const hint = (await page.getByText(words.hint, { exact: true }).boundingBox())!;
    expect(hint.y, 'the hint is under its field').toBeGreaterThanOrEqual(
      byName[words.after].field.y + byName[words.after].field.height - 1,
    );
    expect(hint.y + hint.height, `the hint ends above ${words.next}`).toBeLessThanOrEqual(
      byName[words.next].label.y + 1,
    );
    const save = (await page.getByRole('button', { name: words.save }).boundingBox())!;
    const last = boxes[boxes.length - 1];
    expect(save.y, 'Save is under the last field').toBeGreaterThanOrEqual(last.field.y + last.field.height - 1);
    await checkpoint(page, `schedule-editor-phone-${language}`);
    expectNoConsoleErrors(page);
  });
});
