import type { LiveBus, LiveEvent } from './events';

// The browsers connected to this instance's live stream, and what each one hears (docs/api.md
// "Live events"). An event from the bus goes to the connections it concerns: a notice to the
// members of its audience, moved courseware messages to those whose unread count they are in.
// One timer for every connection sends the heartbeat and asks whether their sessions still live.

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
  /** the sessions among these that are still live (checked at each heartbeat) */
  liveSessions?: (sessionIds: number[]) => Promise<Set<number>>;
  onError?: (error: unknown) => void;
}

export const HEARTBEAT_MS = 20_000;

export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
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

  /** Adds a connection; the answer removes it. */
  attach(listener: Listener): () => void {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => void this.beat(), this.options.heartbeatMs ?? HEARTBEAT_MS).unref();
    return () => this.detach(listener);
  }

  private detach(listener: Listener) {
    this.listeners.delete(listener);
    if (!this.listeners.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private deliver(event: LiveEvent) {
    const text = written(event);
    for (const listener of this.listeners) {
      if (concerns(event, listener) && !listener.write(text)) this.detach(listener);
    }
  }

  /** The heartbeat; a stream whose session ended (logout, expiry, forced out) is closed. */
  private async beat() {
    for (const listener of this.listeners) if (!listener.write(': heartbeat\n\n')) this.detach(listener);
    const check = this.options.liveSessions;
    if (!check || !this.listeners.size) return;
    try {
      const live = await check([...new Set([...this.listeners].map((l) => l.sessionId))]);
      for (const listener of this.listeners) {
        if (!live.has(listener.sessionId)) {
          this.detach(listener);
          listener.end();
        }
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Ends every stream (the server stops) and the bus. */
  async close(): Promise<void> {
    for (const listener of [...this.listeners]) {
      this.detach(listener);
      listener.end();
    }
    this.stopListening();
    await this.bus.close();
  }
}
