import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { operChanges, operLogs } from '../../db/schema';
import type { Auth } from '../../lib/context';
import { withinSchools } from '../school/scope';

// Whose audit entries a caller sees (docs/roles.md): the platform's administrator every entry; a
// school's administrator those made by their school's accounts and those that changed a record of
// their school (a class the platform's staff edited, say); anyone else none (they have no menu).

export function visibleEntries(auth: Auth): SQL | undefined {
  const ownSchool = withinSchools(auth, operLogs.schoolId);
  if (!ownSchool) return undefined;
  const touchedOwnSchool = new QueryBuilder()
    .select({ one: operChanges.changeId })
    .from(operChanges)
    .where(and(eq(operChanges.operId, operLogs.operId), withinSchools(auth, operChanges.schoolId)));
  return or(ownSchool, exists(touchedOwnSchool));
}
