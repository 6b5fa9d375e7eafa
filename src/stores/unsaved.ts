import type { ReactNode } from 'react';
import { feedback } from '@/api/feedback';
import { currentLanguage, i18n } from '@/i18n';
import { listPhrase } from '@/utils/list-phrase';
import { useTabsStore } from './tabs';

// What every way of leaving asks when input is unsaved: one question per user action, naming
// the pages, whatever the number of dirty pages and dialogs; cancelling keeps everything.

/** Set once the user agreed to drop unsaved input and the page is about to be replaced. */
let leaving = false;

/** Keys of the tabs holding unsaved input; only among `keys` when given. */
export function unsavedPages(keys?: readonly string[]): string[] {
  const { dirty } = useTabsStore.getState();
  return Object.keys(dirty).filter((key) => dirty[key] && (!keys || keys.includes(key)));
}

/** Those pages by the names the tab strip shows ("Profile and Code generation", 个人中心、代码生成). */
export function unsavedNames(keys?: readonly string[]): string {
  const { tabs } = useTabsStore.getState();
  const titles = unsavedPages(keys).flatMap((key) => tabs.find((tab) => tab.key === key)?.title || []);
  return titles.length ? listPhrase([...new Set(titles)], currentLanguage()) : i18n.t('common:unsaved.thisPage');
}

/** A sentence to add to a question whose yes drops unsaved input; '' when nothing is unsaved. */
export function unsavedWarning(keys?: readonly string[]): string {
  return unsavedPages(keys).length ? i18n.t('common:unsaved.willBeLost', { pages: unsavedNames(keys) }) : '';
}

interface DiscardQuestion {
  /** only these tabs matter (the ones being closed); all of them when left out */
  keys?: readonly string[];
  /** the question, given the names of the unsaved pages */
  content?: (pages: string) => ReactNode;
  okText?: string;
}

/**
 * Asks once before unsaved input is dropped; resolves true at once when nothing is unsaved,
 * false when the user keeps their work.
 */
export function confirmDiscard({ keys, content, okText }: DiscardQuestion = {}): Promise<boolean> {
  if (unsavedPages(keys).length === 0) return Promise.resolve(true);
  const pages = unsavedNames(keys);
  return feedback.ask({
    title: i18n.t('common:systemPrompt'),
    content: content ? content(pages) : i18n.t('common:unsaved.continue', { pages }),
    okText: okText ?? i18n.t('common:unsaved.discard'),
    cancelText: i18n.t('common:cancel'),
    type: 'warning',
  });
}

/** The user already agreed to drop unsaved input: the coming page load must not ask again. */
export function leaveWithoutAsking(): void {
  leaving = true;
}

/** The one `beforeunload` guard: the browser asks before a reload or leaving while anything is unsaved. */
export function guardUnload(event: BeforeUnloadEvent): void {
  if (!leaving && unsavedPages().length > 0) event.preventDefault();
}

/** Installs the guard for the life of the console; returns its removal. */
export function installUnloadGuard(): () => void {
  window.addEventListener('beforeunload', guardUnload);
  return () => window.removeEventListener('beforeunload', guardUnload);
}

/** For tests: a fresh page. */
export function resetLeaving(): void {
  leaving = false;
}
