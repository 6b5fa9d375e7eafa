import type { LiveBus, LiveEvent } from './events';

// The browsers connected to this instance's live stream, and what each one hears (docs/api.md
// "Live events"). An event from the bus goes to the connections it concerns: a notice to the
// members of its audience, moved courseware messages to those whose unread count they are in.
// One timer for every connection sends the heartbeat; another asks every few seconds whether their
// sessions still live, so that however a session ends (logout, password changed or reset, forced
// out, account disabled or deleted, expiry), on whichever instance, its streams end soon after
// without each of those paths having to remember the hub. An account holds a bounded number of
// streams on an instance (MAX_STREAMS_PER_ACCOUNT).

export interface Listener {
  sessionId: number;
  userId: number;
  schoolId: number | null;
  /** every role the user holds: a notice for a role reaches its holders */
  roleIds: number[];
  /** the active role's key: who sees which courseware messages */
  roleKey: string;
  /** writes a piece of the stream; false once the connection is gone */
  write(text: string): boolean;
  /** ends the stream from this side */
  end(): void;
}

/** The roles that see every school's courseware messages (server/areas/message/scope.ts). */
const MESSAGES_OF_EVERY_SCHOOL = ['admin', 'discipline_leader'];

export function concerns(event: LiveEvent, listener: Listener): boolean {
  if (event.kind === 'notice') {
    if (event.audience === 'all') return true;
    if (event.audience === 'schools') return listener.schoolId !== null && event.schoolIds.includes(listener.schoolId);
    return listener.roleIds.some((roleId) => event.roleIds.includes(roleId));
  }
  // [-1]: too many schools to name, everyone who reads messages
  if (MESSAGES_OF_EVERY_SCHOOL.includes(listener.roleKey) || event.schoolIds.includes(-1)) return true;
  if (listener.roleKey === 'teacher') return event.teacherUserIds.includes(listener.userId);
  return listener.schoolId !== null && event.schoolIds.includes(listener.schoolId);
}

/** An event as the stream writes it: its kind and the one field a browser may use. */
const written = (event: LiveEvent) =>
  `event: ${event.kind}\ndata: ${JSON.stringify(event.kind === 'notice' ? { noticeId: event.noticeId } : {})}\n\n`;

export interface HubOptions {
  /** how often every stream gets a comment line, so that proxies and browsers keep it open */
  heartbeatMs?: number;
  /** how often the sessions of the streams are checked (SESSION_CHECK_MS) */
  sessionCheckMs?: number;
  /** the sessions among these that are still live, of enabled accounts */
  liveSessions?: (sessionIds: number[]) => Promise<Set<number>>;
  onError?: (error: unknown) => void;
}

export const HEARTBEAT_MS = 20_000;

/**
 * How soon after its session ends a stream is closed, at the latest: one indexed query per
 * instance for all its streams, as often as this. The same 2 s a notice takes to arrive.
 */
export const SESSION_CHECK_MS = 2_000;

/**
 * The streams one account may hold open on one instance (docs/readings.md "Notices and the live
 * bell"): enough for several tabs and their reloads. A stream beyond it closes the account's
 * oldest one here rather than being refused, so a tab that reloads keeps its bell; one account
 * cannot hold more of the server's memory than this many connections.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;

export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private timers: NodeJS.Timeout[] = [];
  private readonly stopListening: () => void;

  constructor(
    private readonly bus: LiveBus,
    private readonly options: HubOptions = {},
  ) {
    this.stopListening = bus.subscribe((event) => this.deliver(event));
  }

  /** Tells every instance; a bus that fails is reported, not the caller's failure (its write is done). */
  async publish(event: LiveEvent): Promise<void> {
    try {
      await this.bus.publish(event);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Adds a connection, closing the account's oldest beyond MAX_STREAMS_PER_ACCOUNT; the answer removes it. */
  attach(listener: Listener): () => void {
    const mine = [...this.listeners].filter((other) => other.userId === listener.userId);
    // the set keeps the order of attaching: the first are the oldest
    for (const oldest of mine.slice(0, Math.max(0, mine.length + 1 - MAX_STREAMS_PER_ACCOUNT))) this.end(oldest);
    this.listeners.add(listener);
    if (!this.timers.length) {
      this.timers = [
        setInterval(() => this.beat(), this.options.heartbeatMs ?? HEARTBEAT_MS).unref(),
        setInterval(() => void this.checkSessions(), this.options.sessionCheckMs ?? SESSION_CHECK_MS).unref(),
      ];
    }
    return () => this.detach(listener);
  }

  private detach(listener: Listener) {
    this.listeners.delete(listener);
    if (!this.listeners.size) {
      this.timers.forEach(clearInterval);
      this.timers = [];
    }
  }

  /** Closes a stream from this side. */
  private end(listener: Listener) {
    this.detach(listener);
    listener.end();
  }

  private deliver(event: LiveEvent) {
    const text = written(event);
    for (const listener of this.listeners) {
      if (concerns(event, listener) && !listener.write(text)) this.detach(listener);
    }
  }

  /** The heartbeat: a comment line on every stream. */
  private beat() {
    for (const listener of this.listeners) if (!listener.write(': heartbeat\n\n')) this.detach(listener);
  }

  /** Closes the streams whose session ended, or whose account was disabled. */
  private async checkSessions() {
    const check = this.options.liveSessions;
    if (!check || !this.listeners.size) return;
    try {
      const live = await check([...new Set([...this.listeners].map((l) => l.sessionId))]);
      for (const listener of this.listeners) if (!live.has(listener.sessionId)) this.end(listener);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Ends every stream (the server stops) and the bus. */
  async close(): Promise<void> {
    for (const listener of [...this.listeners]) this.end(listener);
    this.stopListening();
    await this.bus.close();
  }
}
