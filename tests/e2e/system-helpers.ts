import type { Page } from 'playwright-core';
import { buttonName } from './support/app';

// Small finders for the list screens of the system area (tables, edit dialogs, icon buttons).

/** The open dialog that shows `text` (its title, or the question of a confirmation). */
export const dialogWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** Answers 确定 to the confirmation that asks `question`. */
export async function confirmQuestion(page: Page, question: string): Promise<void> {
  await dialogWith(page, question)
    .getByRole('button', { name: buttonName('确定') })
    .click();
}

/** The table rows that show `text`. */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * A button's name that may start with its icon's name ("plus 新 增"): antd puts a space between
 * two Chinese characters, and an icon adds its own name in front.
 */
export function labelled(text: string): RegExp {
  const chars = [...text.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${chars.join('\\s*')}\\s*$`);
}
