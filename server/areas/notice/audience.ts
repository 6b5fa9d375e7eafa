import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { noticeRoles, noticeSchools, notices, userRoles } from '../../db/schema';
import { subquery } from '../../lib/subquery';

// Who a notice is for (docs/api.md "Notices"): everyone, the staff of its chosen schools (the
// school of their account), or whoever holds one of its chosen roles (any role they hold, not
// only the one they act in: a notice addresses a person). Only the members of its audience see
// a notice, and only while it is published.

export interface Member {
  userId: number;
  schoolId: number | null;
}

/** The notices `member` is in the audience of, as a WHERE condition on sys_notice. */
export function addressedTo(member: Member): SQL {
  const ofSchool = subquery
    .select({ one: sql`1` })
    .from(noticeSchools)
    .where(and(eq(noticeSchools.noticeId, notices.noticeId), eq(noticeSchools.schoolId, member.schoolId ?? -1)));
  const ofRole = subquery
    .select({ one: sql`1` })
    .from(noticeRoles)
    .innerJoin(userRoles, eq(userRoles.roleId, noticeRoles.roleId))
    .where(and(eq(noticeRoles.noticeId, notices.noticeId), eq(userRoles.userId, member.userId)));
  return or(
    eq(notices.audience, 'all'),
    and(eq(notices.audience, 'schools'), exists(ofSchool)),
    and(eq(notices.audience, 'roles'), exists(ofRole)),
  )!;
}

/** The notices `member` may read: published and addressed to them. */
export const readableBy = (member: Member): SQL => and(eq(notices.status, '1'), addressedTo(member))!;
