import type { Query } from '@tanstack/react-query';

// An option list (the business developers a school may name, a school's teachers, the disciplines
// a course may take...) shows records that other screens make. After any change this tab makes,
// and when another tab of the console announces one, the option lists on screen load again and
// the others on their next use: a developer made on the users screen is at once a choice in the
// school editor, open in the same tab or in another. Only the option lists are refreshed: a
// screen's own list is refreshed by its own saves.

/** The `meta` of an option list's query: `useQuery({ ..., meta: CHOICE_LIST })`. */
export const CHOICE_LIST = { choiceList: true } as const;

/** Whether a cached query is an option list. */
export const isChoiceList = (query: Query): boolean => query.meta?.choiceList === true;

const CHANNEL = 'csp-records-changed';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

/** Tells this tab's listeners and the console's other tabs that records changed (a write succeeded). */
export function announceRecordsChanged(): void {
  listeners.forEach((listener) => listener());
  openChannel()?.postMessage('changed');
}

/** Calls `listener` whenever this tab or another one changes records; answers the unsubscribe. */
export function onRecordsChanged(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
