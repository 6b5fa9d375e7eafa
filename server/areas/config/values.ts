import { eq } from 'drizzle-orm';
import { configs } from '../../db/schema';
import type { Db } from '../../db/types';

// Reading system parameters (docs/api.md "Config") for the rules of other areas.

export async function configValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: configs.configValue }).from(configs).where(eq(configs.configKey, key));
  return row?.value;
}

/** A switch is on unless its value is "false" (RuoYi's convention; a missing entry is on). */
export async function configOn(db: Db, key: string): Promise<boolean> {
  return (await configValue(db, key)) !== 'false';
}
