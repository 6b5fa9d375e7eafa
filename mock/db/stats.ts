import { unreadMessageCount } from './message-scope';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Home dashboard counts for the active role. Platform roles count everything, a business
// developer the schools they look after, school staff their own school; unread messages follow
// the message screen's own rule (message-scope.ts).

export interface HomeStats {
  schools: number;
  courses: number;
  teachers: number;
  classes: number;
  pendingApprovals: number;
  unreadMessages: number;
  activities: number;
}

function schoolScope(user: UserRow, role: RoleRow | undefined): Set<number> | null {
  const key = role?.roleKey;
  if (key === 'admin' || key === 'discipline_leader') return null;
  if (key === 'A4')
    return new Set(
      db()
        .schools.filter((s) => s.bdUserId === user.userId)
        .map((s) => s.schoolId),
    );
  return new Set(user.schoolId === null ? [] : [user.schoolId]);
}

export function homeStats(user: UserRow, role: RoleRow | undefined): HomeStats {
  const scope = schoolScope(user, role);
  const inScope = (schoolId: number | null) => scope === null || (schoolId !== null && scope.has(schoolId));
  const teacherRoleIds = new Set(
    db()
      .roles.filter((r) => r.roleKey === 'teacher')
      .map((r) => r.roleId),
  );
  const data = db();
  return {
    schools: data.schools.filter((s) => inScope(s.schoolId)).length,
    courses: data.courses.filter((c) => scope === null || c.schoolIds.some(inScope)).length,
    teachers: data.users.filter(
      (u) => u.status === '0' && u.roleIds.some((id) => teacherRoleIds.has(id)) && inScope(u.schoolId),
    ).length,
    classes: data.classes.filter((c) => inScope(c.schoolId)).length,
    pendingApprovals: data.approvals.filter((a) => a.status === '0' && inScope(a.schoolId)).length,
    unreadMessages: unreadMessageCount(user, role),
    activities: data.activities.length,
  };
}
