import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { ApiError, conflict, fail } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, param, type Query, sortedPage } from '../../lib/paging';
import { hashPassword, randomPassword } from '../../lib/passwords';
import { endSessionsOf } from '../../lib/sessions';
import { createdBy, updatedBy, updateStamped } from '../../lib/records';
import { parsed } from '../../lib/input';
import { findUser, publicUser, publicUsers, USER_COLUMNS } from './public-user';
import { checkRoleIds, guardAdminUser, setUserRoles, syncSessions } from './role-grants';
import { importedUser, newUser, type ChangedUserInput, type NewUserInput } from './schema';
import { isUserNameClash, userNameTaken } from './user-name';
import { takenByAnother } from '../../lib/taken';

// Users (docs/api.md "Users"): the list, the edit dialog, status, password reset, delete, the
// import, and the roles of one user (the user-auth page). Answers never carry the password.

/** The user id's name in both languages, for the role area's holders. */
export const USER_ID = { key: 'userId', zh: '用户编号', en: 'User id' };

const SORTABLE = {
  userId: users.userId,
  userName: users.userName,
  nickName: users.nickName,
  name: users.name,
  phonenumber: users.phonenumber,
  status: users.status,
  createTime: users.createTime,
};

/** One page of users matching `where` and the list's own filters, answered with their roles. */
export async function pageOfUsers(db: Db, q: Query, lang: Lang, where: SQL | undefined) {
  const page = await sortedPage(
    q,
    countRows(db, users, where),
    db.select(USER_COLUMNS).from(users).where(where).$dynamic(),
    SORTABLE,
    asc(users.userId),
  );
  return { ...page, rows: await publicUsers(db, page.rows, lang) };
}

export async function listUsers(db: Db, q: Query, lang: Lang) {
  const status = param(q, 'status');
  const where = and(
    containsText(param(q, 'userName'), users.userName),
    containsText(param(q, 'nickName'), users.nickName),
    containsText(param(q, 'name'), users.name, users.nickName),
    containsText(param(q, 'phonenumber'), users.phonenumber),
    status ? eq(users.status, status) : undefined,
    dateRange(q, users.createTime),
  );
  return pageOfUsers(db, q, lang, where);
}

async function readRoleIds(db: Db, auth: Auth, roleIds: number[], required: boolean): Promise<number[]> {
  const ids = await checkRoleIds(db, auth.role, roleIds);
  if (required && !ids.length) fail('角色不能为空', 'Role is required');
  return ids;
}

const lower = (column: typeof users.userName | typeof users.email) => sql`lower(${column})`;

/** Refuses a user name (ignoring case), phone or email another user has. */
async function checkUnique(
  db: Db,
  values: { userName: string; email: string; phonenumber: string },
  selfId: number | null,
) {
  const taken = (condition: SQL) => takenByAnother(db, users.userId, condition, selfId);
  if (selfId === null && (await userNameTaken(db, values.userName))) nameTaken(values.userName, selfId);
  if (values.phonenumber && (await taken(eq(users.phonenumber, values.phonenumber)))) {
    refuse(values.userName, selfId, '手机号码', 'phone number');
  }
  if (values.email && (await taken(eq(lower(users.email), values.email.toLowerCase())))) {
    refuse(values.userName, selfId, '邮箱账号', 'email');
  }
}

function refuse(userName: string, selfId: number | null, zhWhat: string, enWhat: string): never {
  const [zh, en] = selfId === null ? ['新增', 'add'] : ['修改', 'save'];
  return conflict(
    `${zh}用户'${userName}'失败，${zhWhat}已存在`,
    `Cannot ${en} user '${userName}': the ${enWhat} is already taken`,
  );
}

const nameTaken = (userName: string, selfId: number | null) => refuse(userName, selfId, '登录账号', 'username');

interface Existing {
  userId: number;
  userName: string;
  sex: string;
  status: string;
}

type Edited = Omit<ChangedUserInput, 'userId' | 'roleIds'>;

/** The editable fields, checked unique; the user name is set on create only, the password through resetPwd. */
async function readUser(db: Db, userName: string, input: Edited, existing: Existing | null) {
  const { name } = input;
  const values = {
    userName,
    name,
    nickName: input.nickName || name,
    email: input.email,
    phonenumber: input.phonenumber,
    sex: input.sex ?? existing?.sex ?? '2',
    status: input.status ?? existing?.status ?? '0',
    remark: input.remark,
  };
  await checkUnique(db, values, existing?.userId ?? null);
  return values;
}

/**
 * A new user, checked like the dialog's. The dialog sends a password (typed or offered at random
 * by the console) and whether to ask for a new one at the first login; the import may leave the
 * password out, and `madeUp` then gives one.
 */
async function checkNewUser(db: Db, auth: Auth, input: NewUserInput, madeUp?: () => string) {
  const { userName, password: given, passwordChangeRequired, roleIds, ...edited } = input;
  const values = await readUser(db, userName, edited, null);
  const password = given || madeUp?.() || '';
  return {
    values: { ...values, passwordChangeRequired: passwordChangeRequired === 'true' },
    password,
    madeUp: !given,
    roleIds: await readRoleIds(db, auth, roleIds, true),
  };
}

type NewUser = Awaited<ReturnType<typeof checkNewUser>>;

async function insertUser(db: Db, clock: Clock, auth: Auth, user: NewUser, passwordHash: string) {
  const [{ userId }] = await db
    .insert(users)
    .values({ ...user.values, passwordHash, ...createdBy(auth, clock) })
    .returning({ userId: users.userId });
  await setUserRoles(db, userId, user.roleIds);
  return userId;
}

/** Runs a write that creates users; a user name taken meanwhile is refused as the check refuses it. */
async function keepingNamesUnique<T>(userName: string, selfId: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUserNameClash(error)) nameTaken(userName, selfId);
    throw error;
  }
}

/**
 * Checks, hashes the password, then writes the user and its roles together. The hash (tens of
 * milliseconds) is made outside the transaction, which on PGlite holds the one connection; a name
 * taken between the check and the write is refused by the unique index as the check refuses it.
 */
export async function addUser(db: Db, clock: Clock, auth: Auth, lang: Lang, input: NewUserInput) {
  const user = await checkNewUser(db, auth, input);
  const passwordHash = await hashPassword(user.password);
  const userId = await keepingNamesUnique(user.values.userName, null, () =>
    db.transaction((tx) => insertUser(tx, clock, auth, user, passwordHash)),
  );
  return publicUser(db, userId, lang);
}

/** A new user from a body another call builds (a school's, a class's or a member's new teacher), read as the dialog's. */
export async function createUser(db: Db, clock: Clock, auth: Auth, lang: Lang, body: unknown) {
  return addUser(db, clock, auth, lang, parsed(newUser, body));
}

/** Ends the import's trial run: everything it wrote is rolled back. */
class TrialOver extends Error {}

/** Inserts the entries in order; a refused entry refuses the whole call, its message naming the row. */
async function insertEntries(
  tx: Db,
  clock: Clock,
  auth: Auth,
  rows: unknown[],
  madeUp: (row: number) => string,
  hashOf: (user: NewUser, row: number) => Promise<string>,
) {
  for (const [i, row] of rows.entries()) {
    const entry = row && typeof row === 'object' && !Array.isArray(row) ? row : {};
    try {
      const checked = await checkNewUser(tx, auth, parsed(importedUser, entry), () => madeUp(i));
      // someone else chose every imported password, typed in a file or made up here
      const user = { ...checked, values: { ...checked.values, passwordChangeRequired: true } };
      await insertUser(tx, clock, auth, user, await hashOf(user, i));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new ApiError(error.kind, { zh: `第 ${i + 1} 条：${error.text.zh}`, en: `Row ${i + 1}: ${error.text.en}` });
    }
  }
}

/**
 * `{users: [...]}` from the import dialog: each checked like a create; an empty password takes a
 * random one, answered once (`passwords`) for the importer to hand over; every imported user must
 * change its password at the first login. All or nothing: the first bad row refuses the whole
 * call, naming the row.
 *
 * Hashing a password takes tens of milliseconds, so a thousand of them must not happen inside a
 * transaction (on PGlite, its one connection would keep every other call waiting). A trial run
 * checks every entry as the import will (against the table and the entries before it) and is
 * rolled back; the passwords are hashed after it, outside any transaction; the import itself then
 * runs with those hashes, checking everything again.
 */
export async function importUsers(db: Db, clock: Clock, auth: Auth, rows: unknown[]) {
  // made up once per row, so that the trial run and the import give the same one
  const randoms = rows.map(() => randomPassword());
  const madeUp = (i: number) => randoms[i];
  const checked: NewUser[] = [];
  try {
    await db.transaction(async (tx) => {
      await insertEntries(tx, clock, auth, rows, madeUp, async (user, i) => {
        checked[i] = user;
        return '';
      });
      throw new TrialOver();
    });
  } catch (error) {
    if (!(error instanceof TrialOver)) throw error;
  }
  const hashes: string[] = [];
  // One after the other: each hash in progress takes 16 MB.
  for (const user of checked) hashes.push(await hashPassword(user.password));
  await db.transaction((tx) => insertEntries(tx, clock, auth, rows, madeUp, async (_user, i) => hashes[i]));
  const passwords = checked
    .filter((user) => user.madeUp)
    .map((user) => ({ userName: user.values.userName, password: user.password }));
  return { imported: rows.length, passwords };
}

export async function updateUser(db: Db, clock: Clock, auth: Auth, input: ChangedUserInput) {
  const { userId, roleIds: asked, ...edited } = input;
  const before = await publicUser(db, userId, 'zh');
  const values = await readUser(db, before.userName, edited, before);
  const roleIds = await readRoleIds(db, auth, asked, true);
  if (roleIds.join() !== before.roleIds.join() || values.status !== before.status) guardAdminUser(before.userId);
  if (before.userId === auth.user.userId && values.status !== '0') {
    fail('不能停用当前登录的用户', 'You cannot disable your own account');
  }
  await db.transaction(async (tx) => {
    await updateStamped(tx, auth, clock, users, eq(users.userId, before.userId), values);
    await setUserRoles(tx, before.userId, roleIds);
    if (values.status !== '0') await endSessionsOf(tx, before.userId);
    await syncSessions(tx, [before.userId]);
  });
}

/** Deletes every listed user, or none; their roles and sessions go with them (the tables' cascades). */
export async function deleteUsers(db: Db, auth: Auth, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const user = await findUser(tx, id);
      guardAdminUser(user.userId);
      if (user.userId === auth.user.userId) fail('当前用户不能删除', 'You cannot delete your own account');
    }
    for (const id of ids) await tx.delete(users).where(eq(users.userId, id));
  });
}

export async function changeUserStatus(db: Db, clock: Clock, auth: Auth, userId: number, status: '0' | '1') {
  const user = await findUser(db, userId);
  guardAdminUser(user.userId);
  if (user.userId === auth.user.userId) fail('不能停用当前登录的用户', 'You cannot disable your own account');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status, ...updatedBy(auth, clock) })
      .where(eq(users.userId, user.userId));
    // a disabled account's sessions end for good: enabling it again asks for a new login
    if (status !== '0') await endSessionsOf(tx, user.userId);
  });
}

export async function resetPassword(db: Db, clock: Clock, auth: Auth, userId: number, password: string) {
  const user = await findUser(db, userId);
  guardAdminUser(user.userId);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // a password the administrator chose is one the owner changes at the next login
      .set({ passwordHash, passwordChangeRequired: true, ...updatedBy(auth, clock) })
      .where(eq(users.userId, user.userId));
    // whoever held the old password is logged out everywhere
    await endSessionsOf(tx, user.userId);
  });
}

/** Replaces the roles of one user (the user-auth page); none is allowed. */
export async function saveUserRoles(db: Db, clock: Clock, auth: Auth, userId: number, asked: number[]) {
  const user = await findUser(db, userId);
  guardAdminUser(user.userId);
  const roleIds = await readRoleIds(db, auth, asked, false);
  await db.transaction(async (tx) => {
    await setUserRoles(tx, user.userId, roleIds);
    await tx.update(users).set(updatedBy(auth, clock)).where(eq(users.userId, user.userId));
    await syncSessions(tx, [user.userId]);
  });
}
