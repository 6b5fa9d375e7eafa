import { eq, inArray } from 'drizzle-orm';
import { roles, userRoles } from '../../../server/db/schema';
import { db } from './harness';

// The accounts that are platform staff (docs/api.md "School members"): holding the administrator,
// discipline leader or business developer role. A school's screens never list them, whatever
// school they name (the seeded `multi` teaches at school 1 and is a discipline leader).

export async function platformStaffIds(): Promise<Set<number>> {
  const rows = await db()
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(inArray(roles.roleKey, ['admin', 'discipline_leader', 'A4']));
  return new Set(rows.map((r) => r.userId));
}
