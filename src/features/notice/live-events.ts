import { env } from '@/env';
import { getLiveTicket } from './api';

// The live stream of this tab (docs/api.md "Live events"): one EventSource however many parts of
// the page listen, opened with a one-use ticket (EventSource cannot send the token header) and
// closed when the last listener goes. A lost stream is opened again with a new ticket: the
// browser's own retry would present the used ticket again. Every opening counts as news ('ready'),
// so that what was said while it was closed is asked for.

export type LiveKind = 'ready' | 'notice' | 'message';
type Listener = (kind: LiveKind) => void;

const FIRST_RETRY_MS = 3_000;
const LONGEST_RETRY_MS = 30_000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = FIRST_RETRY_MS;
/** each opening's number: an answer for an older one (a ticket that came late) is dropped */
let generation = 0;

const tell = (kind: LiveKind) => listeners.forEach((listener) => listener(kind));

function close() {
  generation += 1;
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function retryLater() {
  close();
  if (!listeners.size) return;
  retryTimer = setTimeout(() => void open(), retryMs);
  retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
}

async function open() {
  close();
  const mine = generation;
  let ticket: string;
  try {
    ticket = await getLiveTicket();
  } catch {
    if (mine === generation) retryLater();
    return;
  }
  if (mine !== generation || !listeners.size) return;
  const stream = new EventSource(`${env.baseApi}/live?ticket=${encodeURIComponent(ticket)}`);
  source = stream;
  stream.addEventListener('ready', () => {
    retryMs = FIRST_RETRY_MS;
    tell('ready');
  });
  stream.addEventListener('notice', () => tell('notice'));
  stream.addEventListener('message', () => tell('message'));
  stream.onerror = () => {
    if (source === stream) retryLater();
  };
}

/** Hears the tab's live stream from now; the answer stops hearing it. */
export function listenLive(listener: Listener): () => void {
  // a browser without EventSource (the unit tests' jsdom) has no stream: the lists load as usual
  if (typeof EventSource === 'undefined') return () => {};
  listeners.add(listener);
  if (listeners.size === 1) void open();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) close();
  };
}
