import { http, type PathParams } from 'msw';
import { configValue, userById } from '../db/lookup';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { assignableRoles, checkRoleIds, guardAdminUser, publicUser, readIdArray, syncSessions } from '../db/user-roles';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { readContact } from '../lib/contact';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, MockError, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idList, idParam, int, text } from '../lib/validate';

// Users (system:user:*): the list, the edit dialog, status, password reset, delete, and the
// roles of one user (the user-auth page). Answers never carry the password.

const USER_ID = field('userId', '用户编号', 'User id');
const USER_NAME = field('userName', '用户名', 'Username');
const NAME = field('name', '姓名', 'Name');
const NICK_NAME = field('nickName', '用户昵称', 'Nickname');
const PASSWORD = field('password', '密码', 'Password');
const SEX = field('sex', '性别', 'Gender');
const STATUS = field('status', '状态', 'Status');
const ROLES: [string, string] = ['角色', 'Role'];

const find = (lang: Lang, userId: number): UserRow =>
  userById(userId) ?? bad(lang, '用户不存在', 'The user does not exist');

const roleOption = (role: RoleRow, lang: Lang) => ({
  roleId: role.roleId,
  roleName: lang === 'en' ? role.roleNameEn : role.roleName,
  roleKey: role.roleKey,
  roleSort: role.roleSort,
  status: role.status,
  createTime: role.createTime,
});

/** Roles the caller may hand out, by sort order, for the role select and the user-auth table. */
const roleOptions = (actor: RoleRow | undefined, lang: Lang) =>
  assignableRoles(actor)
    .sort((a, b) => a.roleSort - b.roleSort)
    .map((r) => roleOption(r, lang));

function readRoleIds(lang: Lang, body: Body, actor: RoleRow | undefined, required: boolean): number[] {
  const ids = checkRoleIds(lang, actor, readIdArray(lang, body.roleIds, ...ROLES));
  if (required && !ids.length) bad(lang, '角色不能为空', 'Role is required');
  return ids;
}

function checkUnique(lang: Lang, values: Pick<UserRow, 'userName' | 'email' | 'phonenumber'>, selfId: number | null) {
  const others = db().users.filter((u) => u.userId !== selfId);
  const [zh, en] = selfId === null ? ['新增', 'add'] : ['修改', 'save'];
  const taken = (zhWhat: string, enWhat: string) =>
    bad(
      lang,
      `${zh}用户'${values.userName}'失败，${zhWhat}已存在`,
      `Cannot ${en} user '${values.userName}': the ${enWhat} is already taken`,
    );
  if (others.some((u) => u.userName.toLowerCase() === values.userName.toLowerCase())) taken('登录账号', 'username');
  if (values.phonenumber && others.some((u) => u.phonenumber === values.phonenumber)) taken('手机号码', 'phone number');
  if (values.email && others.some((u) => u.email.toLowerCase() === values.email.toLowerCase()))
    taken('邮箱账号', 'email');
}

/** The editable fields; the user name is set on create only, the password through resetPwd. */
export function readUser(lang: Lang, body: Body, existing: UserRow | null) {
  const userName = existing ? existing.userName : text(lang, body, USER_NAME, { required: true, min: 2, max: 20 });
  const name = text(lang, body, NAME, { required: true, max: 30 });
  const values = {
    userName,
    name,
    nickName: text(lang, body, NICK_NAME, { max: 30 }) || name,
    ...readContact(lang, body, false),
    sex: choice(lang, body, SEX, ['0', '1', '2'], existing?.sex ?? '2') as UserRow['sex'],
    status: choice(lang, body, STATUS, ['0', '1'], existing?.status ?? '0') as UserRow['status'],
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
  checkUnique(lang, values, existing?.userId ?? null);
  return values;
}

const listUsers = http.get(
  '*/csp/system/user/list',
  withAuth('system:user:list', ({ request, lang }) => {
    const q = queryOf(request);
    const created = dateRange(lang, q);
    const rows = db().users.filter(
      (u) =>
        contains(param(q, 'userName'), u.userName) &&
        contains(param(q, 'nickName'), u.nickName) &&
        contains(param(q, 'name'), u.name, u.nickName) &&
        contains(param(q, 'phonenumber'), u.phonenumber) &&
        (!param(q, 'status') || u.status === param(q, 'status')) &&
        created(u.createTime),
    );
    const page = paginate(lang, q, rows);
    return okList(lang, { rows: page.rows.map((u) => publicUser(u, lang)), total: page.total });
  }),
);

/** Only numeric ids: /system/user/profile and the other named calls belong to other handlers. */
const numericId = (run: ReturnType<typeof withAuth>) => (info: { request: Request; params: PathParams }) =>
  /^\d+$/.test(String(info.params.userId)) ? run(info) : undefined;

const getUser = http.get(
  '*/csp/system/user/:userId',
  numericId(
    withAuth('system:user:query', ({ params, lang, role }) => {
      const user = find(lang, idParam(lang, params.userId, USER_ID));
      return ok(lang, { user: publicUser(user, lang), roleIds: user.roleIds, roles: roleOptions(role, lang) });
    }),
  ),
);

/** RuoYi's create dialog asks `GET /system/user/` for the role options before there is a user. */
const newUserOptions = http.get(
  '*/csp/system/user/',
  withAuth('system:user:add', ({ lang, role }) => ok(lang, { roleIds: [], roles: roleOptions(role, lang) })),
);

/** A new user from a create body, validated like the dialog's; `password` may default. */
export function createUser(
  lang: Lang,
  body: Body,
  actor: UserRow,
  role: RoleRow | undefined,
  defaultPassword?: string,
) {
  const values = readUser(lang, body, null);
  const password =
    text(lang, body, PASSWORD, { required: defaultPassword === undefined, min: 5, max: 20 }) || defaultPassword || '';
  const roleIds = readRoleIds(lang, body, role, true);
  const user: UserRow = {
    ...values,
    userId: nextId(db().users, 'userId'),
    password,
    roleIds,
    avatar: '',
    schoolId: null,
    createBy: actor.userName,
    createTime: formatTime(),
    updateBy: '',
    updateTime: '',
  };
  db().users.push(user);
  return user;
}

const addUser = http.post(
  '*/csp/system/user',
  withAuth('system:user:add', async ({ request, lang, user: actor, role }) => {
    const user = createUser(lang, await readJson(request), actor, role);
    return ok(lang, publicUser(user, lang));
  }),
);

const IMPORT_LIMIT = 1000;

/**
 * `{users: [...]}` from the import dialog: each checked like a create (an empty password takes
 * sys.user.initPassword). All or nothing: the first bad row refuses the whole call, naming the row.
 */
const importUsers = http.post(
  '*/csp/system/user/importData',
  withAuth('system:user:import', async ({ request, lang, user: actor, role }) => {
    const rows = (await readJson(request)).users;
    if (!Array.isArray(rows) || !rows.length) bad(lang, '导入数据不能为空', 'There are no users to import');
    if (rows.length > IMPORT_LIMIT)
      bad(lang, `一次最多导入 ${IMPORT_LIMIT} 条`, `At most ${IMPORT_LIMIT} users can be imported at once`);
    const before = db().users.slice();
    const initial = configValue('sys.user.initPassword') || '123456';
    try {
      rows.forEach((row: unknown, i) => {
        try {
          const body = row && typeof row === 'object' && !Array.isArray(row) ? (row as Body) : {};
          createUser(lang, body, actor, role, initial);
        } catch (error) {
          if (!(error instanceof MockError)) throw error;
          bad(lang, `第 ${i + 1} 条：${error.message}`, `Row ${i + 1}: ${error.message}`);
        }
      });
    } catch (error) {
      db().users = before;
      throw error;
    }
    return ok(lang, { imported: rows.length });
  }),
);

const editUser = http.put(
  '*/csp/system/user',
  withAuth('system:user:edit', async ({ request, lang, user: actor, role }) => {
    const body = await readJson(request);
    const user = find(lang, int(lang, body, USER_ID, { required: true }));
    const values = readUser(lang, body, user);
    const roleIds = readRoleIds(lang, body, role, true);
    if (roleIds.join() !== user.roleIds.join() || values.status !== user.status) guardAdminUser(lang, user);
    if (user.userId === actor.userId && values.status !== '0') {
      bad(lang, '不能停用当前登录的用户', 'You cannot disable your own account');
    }
    Object.assign(user, values, { roleIds, updateBy: actor.userName, updateTime: formatTime() });
    syncSessions(user);
    return ok(lang);
  }),
);

const removeUsers = http.delete(
  '*/csp/system/user/:userIds',
  withAuth('system:user:remove', ({ params, lang, user: actor }) => {
    const doomed = idList(lang, params.userIds, USER_ID).map((id) => find(lang, id));
    for (const user of doomed) {
      guardAdminUser(lang, user);
      if (user.userId === actor.userId) bad(lang, '当前用户不能删除', 'You cannot delete your own account');
    }
    const ids = new Set(doomed.map((u) => u.userId));
    db().users = db().users.filter((u) => !ids.has(u.userId));
    db().sessions = db().sessions.filter((s) => !ids.has(s.userId));
    return ok(lang);
  }),
);

const changeStatus = http.put(
  '*/csp/system/user/changeStatus',
  withAuth('system:user:edit', async ({ request, lang, user: actor }) => {
    const body = await readJson(request);
    const user = find(lang, int(lang, body, USER_ID, { required: true }));
    if (!text(lang, body, STATUS)) bad(lang, '状态不能为空', 'Status is required');
    const status = choice(lang, body, STATUS, ['0', '1'], '0') as UserRow['status'];
    guardAdminUser(lang, user);
    if (user.userId === actor.userId) bad(lang, '不能停用当前登录的用户', 'You cannot disable your own account');
    Object.assign(user, { status, updateBy: actor.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

const resetPassword = http.put(
  '*/csp/system/user/resetPwd',
  withAuth('system:user:resetPwd', async ({ request, lang, user: actor }) => {
    const body = await readJson(request);
    const user = find(lang, int(lang, body, USER_ID, { required: true }));
    const password = text(lang, body, PASSWORD, { required: true, min: 5, max: 20 });
    guardAdminUser(lang, user);
    Object.assign(user, { password, updateBy: actor.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

const getAuthRole = http.get(
  '*/csp/system/user/authRole/:userId',
  withAuth('system:user:query', ({ params, lang, role }) => {
    const user = find(lang, idParam(lang, params.userId, USER_ID));
    const roles = roleOptions(role, lang).map((r) => ({ ...r, flag: user.roleIds.includes(r.roleId) }));
    return ok(lang, { user: publicUser(user, lang), roles });
  }),
);

/** `{userId, roleIds}` as JSON, or RuoYi's query string `?userId=2&roleIds=3,4`. */
const saveAuthRole = http.put(
  '*/csp/system/user/authRole',
  withAuth('system:user:edit', async ({ request, lang, user: actor, role }) => {
    const q = queryOf(request);
    const body: Body = q.has('userId')
      ? { userId: q.get('userId'), roleIds: q.get('roleIds') }
      : await readJson(request);
    const user = find(lang, int(lang, body, USER_ID, { required: true }));
    guardAdminUser(lang, user);
    const roleIds = readRoleIds(lang, body, role, false);
    Object.assign(user, { roleIds, updateBy: actor.userName, updateTime: formatTime() });
    syncSessions(user);
    return ok(lang);
  }),
);

// Named paths before the `/:userId` ones (the numeric guard also lets them fall through).
export const systemUserHandlers = [
  listUsers,
  importUsers,
  changeStatus,
  resetPassword,
  getAuthRole,
  saveAuthRole,
  newUserOptions,
  getUser,
  addUser,
  editUser,
  removeUsers,
];
