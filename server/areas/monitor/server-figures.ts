import type { AppContext } from '../../lib/context';
import { databaseFigures, type DatabaseFigures } from '../../lib/metrics/database-figures';
import { eventLoopDelay, type EventLoopDelay } from '../../lib/metrics/event-loop';
import {
  instanceFigures,
  memoryFigures,
  type InstanceFigures,
  type MemoryFigures,
} from '../../lib/metrics/process-figures';
import type { TrafficWindow } from '../../lib/metrics/traffic';

// GET /monitor/server (docs/api.md "Server figures and metrics"): the figures of the instance that
// answers, for the platform administrator's server screen. Each instance tells its own: behind a
// load balancer, two calls may reach two instances.

export interface ServerFigures {
  instance: InstanceFigures;
  memory: MemoryFigures;
  eventLoop: EventLoopDelay;
  database: DatabaseFigures;
  /** the API's calls over the last minute and the last five */
  traffic: { lastMinute: TrafficWindow; lastFiveMinutes: TrafficWindow };
}

export async function serverFigures(c: AppContext): Promise<ServerFigures> {
  const traffic = c.var.traffic;
  return {
    instance: instanceFigures(),
    memory: memoryFigures(),
    eventLoop: eventLoopDelay(),
    database: await databaseFigures(c.var.db),
    traffic: { lastMinute: traffic.window(1), lastFiveMinutes: traffic.window(5) },
  };
}
