import { http } from 'msw';
import { userRoleOptions } from '../db/lookup';
import { db } from '../db/store';
import { readJson } from '../lib/body';
import { queryOf } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idParam } from '../lib/validate';

// The roles of the logged-in user and switching the session's active role.

const ROLE_ID = field('roleId', '角色编号', 'Role id');

const findUserRoles = http.put(
  '*/csp/system/user/findUserRoles',
  withAuth(null, ({ lang, user }) => ok(lang, userRoleOptions(user, lang))),
);

const switchRole = http.put(
  '*/csp/system/user/switchRole',
  withAuth(null, async ({ request, lang, user, session }) => {
    // The client may send the role id in the query, in a JSON body, or both.
    const fromQuery = queryOf(request).get('roleId');
    const raw = fromQuery ?? (await readJson(request)).roleId;
    if (raw === undefined || raw === null || raw === '') bad(lang, '角色编号不能为空', 'Role id is required');
    const roleId = idParam(lang, String(raw), ROLE_ID);
    const role = db().roles.find((r) => r.roleId === roleId && r.status === '0');
    if (!role || !user.roleIds.includes(roleId)) {
      bad(lang, '您没有该角色，无法切换', 'You do not hold this role, so you cannot switch to it');
    }
    session.activeRoleId = roleId;
    return ok(lang);
  }),
);

export const userRoleHandlers = [findUserRoles, switchRole];
