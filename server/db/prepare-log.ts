import type { Logger } from '../lib/log';
import type { Prepared } from './prepare';

// What a start did to its database, told in the log (docs/server.md "Logs"): one line per
// migration applied, by name; one line naming the seed that ran, or saying there was none to run;
// on a database with nothing to do, that one line alone.

export function logPrepared(log: Logger, prepared: Prepared): void {
  for (const migration of prepared.migrationsApplied) log.info({ migration }, `migration ${migration} applied`);
  const latest = prepared.latestMigration;
  if (prepared.seeded === 'demo')
    log.info(
      { seed: 'demo' },
      'seeded the demo data (SEED=demo): sample schools and accounts with known passwords, for trying the console only',
    );
  else if (prepared.seeded === 'school')
    log.info(
      { seed: 'school' },
      "seeded a school's first start (SEED=school): the admin account and the system's settings, no demo data",
    );
  else if (prepared.migrationsApplied.length)
    log.info({ seeded: 'before' }, 'the database was seeded before: no seed ran');
  else
    log.info(
      { upToDate: true, latestMigration: latest },
      `the database is up to date (latest migration ${latest}) and was seeded before: nothing to apply`,
    );
}
