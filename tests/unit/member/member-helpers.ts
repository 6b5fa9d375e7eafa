import { afterEach, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useTabsStore } from '@/stores/tabs';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';

// What the school members' screen tests share.

type User = ReturnType<typeof userEvent.setup>;

/** Each test is a fresh visit: no tabs or drafts left by an earlier test of the file. */
export function freshVisits() {
  afterEach(() => {
    resetFeedback();
    setDraftStore(null);
  });
  beforeEach(() => {
    setDraftStore(memoryDraftStore());
    sessionStorage.clear();
    useTabsStore.getState().keep([]);
  });
}

/** Each test renders the whole console; on a busy machine that takes a while. */
export const SLOW = { timeout: 90_000 };

export async function open(path: string, account = 'schooladmin') {
  await loggedInAs(account);
  return renderApp(path);
}

/** The edit page's form, once it shows (after its record and choices have loaded). */
export async function editForm() {
  const save = await screen.findByRole('button', { name: /保\s?存/ }, { timeout: 30_000 });
  return save.closest('form') as HTMLElement;
}

/** Replaces a field's text as a paste does (typing each key is slow on a busy machine). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of a select by the option's text. */
export async function choose(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByTitle(option));
}
