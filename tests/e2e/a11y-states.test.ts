import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contrastRatio } from '@/contrast';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { contrastViolations } from './support/axe';
import type { Language } from './support/labels';

// A button stays readable in every state a person (or a sweep whose mouse was left somewhere) can
// see it in: at rest, under the mouse, pressed, and on the way between them. The accessibility
// sweep (a11y.test.ts) measures pages as they are; its mouse stays where its last click was, so a
// page whose primary button opened under it was measured in the hover colour. Here each state is
// brought about on purpose, with and without the "reduce motion" setting (the sweep asks for it,
// people mostly do not), at both widths and in both languages.

interface Setting {
  language: Language;
  locale: string;
  viewport: { width: number; height: number };
  reducedMotion: 'reduce' | 'no-preference';
}

const SETTINGS: Setting[] = [
  { language: 'en', locale: 'en-US', viewport: { width: 1366, height: 900 }, reducedMotion: 'no-preference' },
  { language: 'zh', locale: 'zh-CN', viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' },
  { language: 'en', locale: 'en-US', viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' },
  { language: 'zh', locale: 'zh-CN', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' },
];

const SAVE = { en: 'Save', zh: '保存' } as const;

/** `rgb(r, g, b)` or an opaque `rgba(...)`, as getComputedStyle gives it, as a hex colour. */
function hexOf(computed: string): string {
  const [r, g, b, a = 1] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  if (a !== 1) throw new Error(`a see-through colour (${computed}): the test expects a solid button`);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The button's text and background colours all the way through its running transitions: each
 * transition is paused and moved to eleven points from its start to its end. None running: the
 * colours as they are.
 */
async function coloursThroughTransitions(button: Locator): Promise<{ text: string; background: string }[]> {
  return button.evaluate((element) => {
    const read = () => {
      const style = getComputedStyle(element);
      return { text: style.color, background: style.backgroundColor };
    };
    const running = element.getAnimations();
    if (running.length === 0) return [read()];
    for (const animation of running) animation.pause();
    const samples = [];
    for (let step = 0; step <= 10; step++) {
      for (const animation of running) {
        const { duration = 0, delay = 0 } = animation.effect?.getTiming() ?? {};
        animation.currentTime = delay + (Number(duration) * step) / 10;
      }
      samples.push(read());
    }
    for (const animation of running) animation.finish();
    return samples;
  });
}

/** The samples whose text is not readable on their background (4.5:1), described. */
function unreadable(samples: { text: string; background: string }[]): string[] {
  return samples
    .map(({ text, background }) => ({ text: hexOf(text), background: hexOf(background) }))
    .map((s) => ({ ...s, ratio: contrastRatio(s.text, s.background) }))
    .filter(({ ratio }) => !(ratio >= 4.5))
    .map(({ text, background, ratio }) => `${text} on ${background}: ${ratio.toFixed(2)}:1`);
}

/** Waits until the element's transitions (a hover's, a press's) have run to their end. */
async function untilSettled(page: Page, element: Locator): Promise<void> {
  const handle = await element.elementHandle();
  await page.waitForFunction((el) => el !== null && el.getAnimations().length === 0, handle);
}

describe('a primary button is readable in every state', () => {
  const session = useBrowserSession();

  it.each(SETTINGS)(
    'site configuration Save: at rest, hovered, pressed and in between ($language, $viewport.width px, motion $reducedMotion)',
    async ({ language, locale, viewport, reducedMotion }) => {
      const context = await session.newContext({ locale, viewport, reducedMotion });
      const page = await context.newPage();
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/siteconfig/edit');
      const save = page.getByRole('main').getByRole('button', { name: buttonName(SAVE[language]) });
      await expectVisible(save);
      await save.scrollIntoViewIfNeeded();
      // the mouse away from the button: at rest
      await page.mouse.move(0, 0);
      await untilSettled(page, save);
      expect(await contrastViolations(save), 'at rest').toEqual([]);

      // under the mouse: the way there, then settled
      await save.hover();
      expect(unreadable(await coloursThroughTransitions(save)), 'on the way to the hover colour').toEqual([]);
      await untilSettled(page, save);
      expect(await contrastViolations(save), 'hovered').toEqual([]);
      await checkpoint(page, `a11y-states-hover-${language}-${viewport.width}-${reducedMotion}`);

      // pressed (the mouse is let go away from the button, so nothing is saved)
      await page.mouse.down();
      expect(unreadable(await coloursThroughTransitions(save)), 'on the way to the pressed colour').toEqual([]);
      await untilSettled(page, save);
      expect(await contrastViolations(save), 'pressed').toEqual([]);
      await page.mouse.move(0, 0);
      await page.mouse.up();

      // and back to rest
      expect(unreadable(await coloursThroughTransitions(save)), 'on the way back to rest').toEqual([]);
      await untilSettled(page, save);
      expect(await contrastViolations(save), 'at rest again').toEqual([]);
      expectNoConsoleErrors(page);
    },
  );
});
