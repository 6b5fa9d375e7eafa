import { http } from 'msw';
import { userById } from '../db/lookup';
import { db } from '../db/store';
import type { UserRow } from '../db/types';
import { checkRoleIds, guardAdminUser, publicUser, readIdArray, syncSessions } from '../db/user-roles';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth, type AuthCtx } from '../lib/route';
import { field, int } from '../lib/validate';
import { findRole, ROLE_ID } from './system-role';

// The users of one role (the role-auth page): who holds it, who does not, and adding or removing
// users. Listing needs system:role:list, changing system:role:edit.

const USER_ID = field('userId', '用户编号', 'User id');

const findUser = (lang: Lang, userId: number): UserRow =>
  userById(userId) ?? bad(lang, '用户不存在', 'The user does not exist');

function listOf(holding: boolean) {
  return withAuth('system:role:list', ({ request, lang }) => {
    const q = queryOf(request);
    const role = findRole(lang, int(lang, { roleId: param(q, 'roleId') }, ROLE_ID, { required: true }));
    const rows = db().users.filter(
      (u) =>
        u.roleIds.includes(role.roleId) === holding &&
        contains(param(q, 'userName'), u.userName) &&
        contains(param(q, 'phonenumber'), u.phonenumber),
    );
    const page = paginate(lang, q, rows);
    return okList(lang, { rows: page.rows.map((u) => publicUser(u, lang)), total: page.total });
  });
}

/** The arguments from a JSON body, or from the query string as RuoYi's console sends them. */
async function args(request: Request, keys: string[]): Promise<Body> {
  const q = queryOf(request);
  if (keys.some((k) => q.has(k))) return Object.fromEntries(keys.map((k) => [k, q.get(k)]));
  return readJson(request);
}

function changeHolders(ctx: AuthCtx, body: Body, users: UserRow[], add: boolean) {
  const { lang, user: actor, role: actorRole } = ctx;
  const role = findRole(lang, int(lang, body, ROLE_ID, { required: true }));
  if (add) checkRoleIds(lang, actorRole, [role.roleId]);
  users.forEach((u) => guardAdminUser(lang, u));
  for (const user of users) {
    const roleIds = add
      ? [...new Set([...user.roleIds, role.roleId])]
      : user.roleIds.filter((id) => id !== role.roleId);
    Object.assign(user, { roleIds: roleIds.sort((a, b) => a - b), updateBy: actor.userName, updateTime: formatTime() });
    syncSessions(user);
  }
  return ok(lang);
}

function readUsers(lang: Lang, body: Body): UserRow[] {
  const ids = readIdArray(lang, body.userIds, '用户编号', 'User ids');
  if (!ids.length) bad(lang, '请选择用户', 'Please choose at least one user');
  return ids.map((id) => findUser(lang, id));
}

const cancel = http.put(
  '*/csp/system/role/authUser/cancel',
  withAuth('system:role:edit', async (ctx) => {
    const body = await readJson(ctx.request);
    const user = findUser(ctx.lang, int(ctx.lang, body, USER_ID, { required: true }));
    return changeHolders(ctx, body, [user], false);
  }),
);

const cancelAll = http.put(
  '*/csp/system/role/authUser/cancelAll',
  withAuth('system:role:edit', async (ctx) => {
    const body = await args(ctx.request, ['roleId', 'userIds']);
    return changeHolders(ctx, body, readUsers(ctx.lang, body), false);
  }),
);

const selectAll = http.put(
  '*/csp/system/role/authUser/selectAll',
  withAuth('system:role:edit', async (ctx) => {
    const body = await args(ctx.request, ['roleId', 'userIds']);
    return changeHolders(ctx, body, readUsers(ctx.lang, body), true);
  }),
);

export const systemRoleAuthHandlers = [
  http.get('*/csp/system/role/authUser/allocatedList', listOf(true)),
  http.get('*/csp/system/role/authUser/unallocatedList', listOf(false)),
  cancel,
  cancelAll,
  selectAll,
];
