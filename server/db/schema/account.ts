import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  smallint,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, linkTable, order, reference, status } from './columns';
import { schools } from './schools';

// Accounts, roles, the master menu, system parameters and what a login leaves behind
// (sessions, captchas, failed-password counts): docs/api.md "Account and session".

export const users = pgTable(
  'sys_user',
  {
    userId: identity('user_id'),
    userName: varchar('user_name', { length: 30 }).notNull().unique(),
    nickName: varchar('nick_name', { length: 30 }).notNull().default(''),
    name: varchar('name', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 20 }).notNull().default(''),
    sex: char('sex', { length: 1 }).notNull().default('2'),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    status: status(),
    /** The school the user works at; null for platform staff. */
    schoolId: integer('school_id').references((): AnyPgColumn => schools.schoolId),
    /** scrypt, see server/lib/passwords.ts; never the password itself */
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /** Set while the account must choose its own password before anything else (docs/api.md "Profile"). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('sys_user_school_idx').on(t.schoolId),
    check('sys_user_status_chk', sql`${t.status} in ('0', '1')`),
    // User names are unique ignoring case (docs/api.md "Users"), also when two writes race.
    uniqueIndex('sys_user_user_name_lower_unique').on(sql`lower(${t.userName})`),
    index('sys_user_create_time_idx').on(t.createTime),
  ],
);

export const roles = pgTable(
  'sys_role',
  {
    roleId: identity('role_id'),
    roleKey: varchar('role_key', { length: 100 }).notNull().unique(),
    ...bilingual('roleName', 'role_name', 30, 60),
    roleSort: order('role_sort'),
    status: status(),
    menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    check('sys_role_status_chk', sql`${t.status} in ('0', '1')`),
    // Role keys are unique ignoring case (docs/api.md "Roles"); the list is in roleSort order.
    uniqueIndex('sys_role_role_key_lower_unique').on(sql`lower(${t.roleKey})`),
    index('sys_role_sort_idx').on(t.roleSort, t.roleId),
  ],
);

export const userRoles = linkTable('sys_user_role', {
  userId: reference('user_id', () => users.userId, 'cascade'),
  roleId: reference('role_id', () => roles.roleId, 'cascade'),
});

/** The master menu (RuoYi's sys_menu): directories M, pages C and buttons F. */
export const menus = pgTable(
  'sys_menu',
  {
    menuId: identity('menu_id'),
    parentId: order('parent_id'),
    menuType: char('menu_type', { length: 1 }).notNull(),
    /** absolute route path; '' for buttons */
    path: varchar('path', { length: 200 }).notNull().default(''),
    titleZh: varchar('title_zh', { length: 50 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    /** the permission the entry grants, e.g. admin:school:list; '' for directories */
    perms: varchar('perms', { length: 100 }).notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    /** for hidden detail/edit pages: the list page the sidebar highlights */
    activeMenu: varchar('active_menu', { length: 200 }).notNull().default(''),
    noCache: boolean('no_cache').notNull().default(false),
    orderNum: order('order_num'),
    /** for pages: the screen it shows, one of contract/menu-components.ts; '' for links, directories, buttons */
    component: varchar('component', { length: 200 }).notNull().default(''),
    /** "1" takes the entry out of every sidebar and every role's permissions until enabled again */
    status: status(),
    /** for a page whose path is an http(s) address: shown inside the console (InnerLink), not in a new window */
    innerFrame: boolean('inner_frame').notNull().default(false),
  },
  (t) => [
    index('sys_menu_parent_idx').on(t.parentId, t.orderNum),
    check('sys_menu_type_chk', sql`${t.menuType} in ('M', 'C', 'F')`),
    check('sys_menu_status_chk', sql`${t.status} in ('0', '1')`),
  ],
);

export const roleMenus = linkTable('sys_role_menu', {
  roleId: reference('role_id', () => roles.roleId, 'cascade'),
  menuId: reference('menu_id', () => menus.menuId, 'cascade'),
});

/** System parameters (docs/api.md "Config"); bilingual name and remark. */
export const configs = pgTable('sys_config', {
  configId: identity('config_id'),
  ...bilingual('configName', 'config_name', 100, 200),
  configKey: varchar('config_key', { length: 100 }).notNull().unique(),
  configValue: varchar('config_value', { length: 500 }).notNull().default(''),
  /** "Y" marks a built-in parameter that cannot be deleted */
  configType: char('config_type', { length: 1 }).notNull().default('N'),
  remarkEn: varchar('remark_en', { length: 500 }).notNull().default(''),
  ...auditColumns(),
});

/**
 * A login's session. The token itself is only ever in the client's hands: the table keeps its
 * SHA-256, so a copy of the database opens no session.
 */
export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    /** the session as the online users and "My sessions" name it: never the token or its hash */
    sessionId: integer('session_id').notNull().generatedByDefaultAsIdentity().unique(),
    userId: reference('user_id', () => users.userId, 'cascade'),
    /** the role menus and permissions follow; null when the user holds no enabled role */
    activeRoleId: integer('active_role_id').references(() => roles.roleId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** where the login came from and with what browser, for the online users and "My sessions" */
    address: varchar('address', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_last_active_idx').on(t.lastActiveAt)],
);

/** Live captchas: single use, two minutes. */
export const captchas = pgTable(
  'sys_captcha',
  {
    uuid: char('uuid', { length: 32 }).primaryKey(),
    answer: varchar('answer', { length: 10 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);

/**
 * Wrong passwords in a row per account name as typed (lower-cased), and the lock they led to.
 * Keyed by the name rather than the account, so that an unknown name is locked exactly like a
 * real one and the lock tells a stranger nothing about which accounts exist.
 */
export const loginFailures = pgTable(
  'sys_login_failure',
  {
    accountKey: varchar('account_key', { length: 64 }).primaryKey(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sys_login_failure_locked_idx').on(t.lockedUntil)],
);

/**
 * Requests counted per bucket (a limit's name and the client's address, or an account) in a
 * fixed window: every server instance counts in the same row (server/lib/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'sys_rate_limit',
  {
    bucket: varchar('bucket', { length: 200 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: order('hits'),
  },
  (t) => [index('sys_rate_limit_window_idx').on(t.windowStart)],
);

/**
 * Secrets the server makes for itself on first use and every instance shares, such as the key
 * that signs file addresses. A copy of the database holds them: they guard nothing a copy of the
 * database does not already hold.
 */
export const serverSecrets = pgTable('sys_server_secret', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
