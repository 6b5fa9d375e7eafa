import type { NoticeAudience } from '@contract/notice';

// What the live stream carries between instances (docs/api.md "Live events"): a notice that its
// audience should look at again, or courseware messages whose unread count moved. An event names
// whom it concerns, never what it says: each browser asks for the news through the usual calls,
// with its own permissions, when its event arrives.

export interface NoticeEvent {
  kind: 'notice';
  noticeId: number;
  audience: NoticeAudience;
  schoolIds: number[];
  roleIds: number[];
}

export interface MessageEvent {
  kind: 'message';
  /** the schools of the messages that changed */
  schoolIds: number[];
  /** their senders */
  teacherUserIds: number[];
}

export type LiveEvent = NoticeEvent | MessageEvent;

/** Where events go between instances: published on one, heard on every one (this one too). */
export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  /** `listener` hears every event published from now; the answer stops it */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** The longest payload PostgreSQL's NOTIFY carries is 8000 bytes; a larger event says less. */
const MAX_PAYLOAD = 7_000;

/**
 * The event as text for the bus, shortened to fit: a notice for too many schools or roles goes to
 * everyone, messages of too many schools to everyone who reads messages. A browser told too much
 * asks again and finds nothing new; one told too little would miss its news.
 */
export function encodeEvent(event: LiveEvent): string {
  const text = JSON.stringify(event);
  if (text.length <= MAX_PAYLOAD) return text;
  const wide: LiveEvent =
    event.kind === 'notice'
      ? { kind: 'notice', noticeId: event.noticeId, audience: 'all', schoolIds: [], roleIds: [] }
      : { kind: 'message', schoolIds: [-1], teacherUserIds: [] };
  return JSON.stringify(wide);
}

/** The event a payload carries; null for one that is not ours. */
export function decodeEvent(text: string): LiveEvent | null {
  try {
    const value = JSON.parse(text) as LiveEvent;
    return value && (value.kind === 'notice' || value.kind === 'message') ? value : null;
  } catch {
    return null;
  }
}
