import { asc, eq } from 'drizzle-orm';
import { dictData, disciplines, resourceLessons, resources } from '../../../../server/db/schema';
import { db } from '../harness';

// What the resource library's tests read straight in the tables: the checks the embedded
// backend's tests made on its in-memory rows.

export const resourceRows = () => db().select().from(resources).orderBy(asc(resources.resourceId));

export async function lessonIdsOf(resourceId: number): Promise<number[]> {
  const rows = await db()
    .select({ lessonId: resourceLessons.lessonId })
    .from(resourceLessons)
    .where(eq(resourceLessons.resourceId, resourceId))
    .orderBy(asc(resourceLessons.sort));
  return rows.map((r) => r.lessonId);
}

export async function resourceTypes(): Promise<string[]> {
  const rows = await db()
    .select({ value: dictData.dictValue })
    .from(dictData)
    .where(eq(dictData.dictType, 'resource_type'));
  return rows.map((r) => r.value);
}

export const disciplineCount = async () =>
  (await db().select({ id: disciplines.disciplineId }).from(disciplines)).length;
