import { seedDictData, seedDictTypes } from '../../../mock/db/seed/dicts';
import { dictData, dictTypes } from '../schema';
import type { Db } from '../types';

// The dictionaries of docs/api.md "Dictionaries", declared once in the embedded backend's seed
// module until the server takes it over.

/** `''` in the embedded backend's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedDictionaries(db: Db): Promise<void> {
  await db
    .insert(dictTypes)
    .values(seedDictTypes().map(({ updateTime, ...type }) => ({ ...type, updateTime: timeOrNull(updateTime) })));
  await db
    .insert(dictData)
    .values(seedDictData().map(({ updateTime, ...entry }) => ({ ...entry, updateTime: timeOrNull(updateTime) })));
}
