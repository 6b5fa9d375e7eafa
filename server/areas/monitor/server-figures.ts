import type { AppContext } from '../../lib/context';
import { databaseFigures } from '../../lib/metrics/database-figures';
import { eventLoopDelay } from '../../lib/metrics/event-loop';
import { instanceFigures, memoryFigures } from '../../lib/metrics/process-figures';
import type { ServerFigures } from '@contract/server-figures';

// GET /monitor/server (docs/api.md "Server figures and metrics"): the figures of the instance that
// answers, for the platform administrator's server screen. Each instance tells its own: behind a
// load balancer, two calls may reach two instances.

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
