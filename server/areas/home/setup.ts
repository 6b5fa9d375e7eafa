import { and, eq, exists, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { classes, configs, courseSchools, siteConfig, subjects, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { updatedBy } from '../../lib/records';
import { subquery } from '../../lib/subquery';
import { holdsRole, TEACHER_ROLE_KEY } from '../school/accounts';
import { BUSINESS_DEVELOPER } from '../school/scope';

// The platform administrator's first-run checklist (docs/api.md "Home", docs/readings.md "First
// run"). Whether it is open is one system parameter: a school's first start (SEED=school) writes
// it "true", dismissing it writes "false", and a database without it (the demo data) never shows
// it. Whether each step is done is never stored: it is read from the tables at every call, so a
// step ticks itself the moment its data exists, whichever screen made it.

export const SETUP_CHECKLIST_KEY = 'sys.index.setupChecklist';
const REGISTRATION_KEY = 'sys.account.registerUser';

/** The checklist's parameter, for reading when it was opened and whether it is. */
const checklistParameter = eq(configs.configKey, SETUP_CHECKLIST_KEY);

const checklistOpenedAt = () =>
  sql`(${subquery.select({ openedAt: configs.createTime }).from(configs).where(checklistParameter)})`;

/**
 * A setting counts as decided once it is saved after the checklist was opened: the seed's own
 * values are the console's defaults, not the school's choice (a save in the seed's second is not
 * told apart from the seed).
 */
const savedSinceOpened = (updateTime: AnyPgColumn) => gt(updateTime, checklistOpenedAt());

/** Whether `table` has a row meeting `where`, as a column of the checklist's query. */
const anyRow = (table: PgTable, where?: SQL) =>
  sql<boolean>`${exists(
    subquery
      .select({ one: sql`1` })
      .from(table)
      .where(where),
  )}`;

/** The steps in the order the checklist shows them, each with what makes it done. */
const STEPS = {
  // the site's name, slogan and logo saved by the school
  site: anyRow(siteConfig, savedSinceOpened(siteConfig.updateTime)),
  // self-registration turned on or off (saved, whatever the value)
  registration: anyRow(configs, and(eq(configs.configKey, REGISTRATION_KEY), savedSinceOpened(configs.updateTime))),
  // an enabled business developer, whom a school's form requires
  developers: anyRow(users, and(holdsRole(BUSINESS_DEVELOPER), eq(users.status, '0'))),
  // a subject, which a course requires with its discipline
  disciplines: anyRow(subjects),
  // a school with at least one enabled teacher account, whom a class requires
  school: anyRow(users, and(holdsRole(TEACHER_ROLE_KEY), isNotNull(users.schoolId), eq(users.status, '0'))),
  classes: anyRow(classes),
  // a course a school uses
  courses: anyRow(courseSchools),
};

export type SetupStep = keyof typeof STEPS;

export interface SetupChecklist {
  /** shown: opened by the school's first start, not dismissed, and a step still to do */
  open: boolean;
  steps: Array<{ key: SetupStep; done: boolean }>;
}

export async function setupChecklist(db: Db): Promise<SetupChecklist> {
  const [row] = await db
    .select({
      opened: sql<boolean>`coalesce((${subquery
        .select({ opened: eq(configs.configValue, 'true') })
        .from(configs)
        .where(checklistParameter)}), false)`,
      ...STEPS,
    })
    .from(sql`(select 1) as one`);
  const steps = (Object.keys(STEPS) as SetupStep[]).map((key) => ({ key, done: Boolean(row[key]) }));
  return { open: Boolean(row.opened) && steps.some((s) => !s.done), steps };
}

/** Closes the checklist for good; a database that never opened it stays as it is. */
export async function dismissSetupChecklist(db: Db, clock: Clock, auth: Auth): Promise<SetupChecklist> {
  await db
    .update(configs)
    .set({ configValue: 'false', ...updatedBy(auth, clock) })
    .where(eq(configs.configKey, SETUP_CHECKLIST_KEY));
  return setupChecklist(db);
}
