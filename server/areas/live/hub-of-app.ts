import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { LiveBus } from '../../lib/live/events';
import { LiveHub } from '../../lib/live/hub';
import { inProcessBus } from '../../lib/live/in-process-bus';
import type { Logger } from '../../lib/log';
import { stillLive } from './listener';

export interface LiveHubDeps {
  db: Db;
  clock: Clock;
  /** between instances: PostgreSQL's (server/lib/live/postgres-bus.ts); one process's without it */
  bus?: LiveBus;
  sessionMaxAgeMs: number;
  log: Logger;
  heartbeatMs?: number;
}

/** The app's hub of live streams, closing the streams of sessions that ended at each heartbeat. */
export function createLiveHub({ db, clock, bus = inProcessBus(), sessionMaxAgeMs, log, heartbeatMs }: LiveHubDeps) {
  return new LiveHub(bus, {
    heartbeatMs,
    liveSessions: (ids) => stillLive(db, ids, clock.now(), sessionMaxAgeMs),
    onError: (error) => log.error({ err: error }, 'the live events failed'),
  });
}
