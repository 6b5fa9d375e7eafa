import { dictData, dictTypes } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The dictionaries of docs/api.md "Dictionaries" (demo-data/dicts.ts).

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedDictionaries(db: Db, data: DemoData): Promise<void> {
  await db
    .insert(dictTypes)
    .values(data.dictTypes.map(({ updateTime, ...type }) => ({ ...type, updateTime: timeOrNull(updateTime) })));
  await db
    .insert(dictData)
    .values(data.dictData.map(({ updateTime, ...entry }) => ({ ...entry, updateTime: timeOrNull(updateTime) })));
}
