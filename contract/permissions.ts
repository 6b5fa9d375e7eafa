// The one table of permission strings (RuoYi's `area:screen:action`): every permission the master
// menu grants a role (server/db/seed/demo-data/menus.ts), which the server's routes ask for
// (`authed(...)`) and the console's screens gate their controls on (src/features/*/perms.ts). Both
// sides type their permissions as `Permission`, so a string typed wrong on either side fails the
// type check; tests/server/authz/permissions-declared.test.ts holds the table to the menu and the routes.

// one line a screen
// prettier-ignore
export const PERMISSIONS = [
  'admin:activity:add', 'admin:activity:edit', 'admin:activity:export', 'admin:activity:list', 'admin:activity:query', 'admin:activity:remove',
  'admin:approval:edit', 'admin:approval:list', 'admin:approval:query',
  'admin:banner:add', 'admin:banner:edit', 'admin:banner:list', 'admin:banner:query', 'admin:banner:remove',
  'admin:class:add', 'admin:class:edit', 'admin:class:import', 'admin:class:list', 'admin:class:query', 'admin:class:remove',
  'admin:classteacher:add', 'admin:classteacher:list', 'admin:classteacher:remove',
  'admin:content:add', 'admin:content:edit', 'admin:content:list', 'admin:content:query', 'admin:content:remove',
  'admin:course:add', 'admin:course:edit', 'admin:course:export', 'admin:course:feedback', 'admin:course:list', 'admin:course:query', 'admin:course:remove',
  'admin:discipline:add', 'admin:discipline:edit', 'admin:discipline:list', 'admin:discipline:query', 'admin:discipline:remove',
  'admin:disciplineleader:add', 'admin:disciplineleader:edit', 'admin:disciplineleader:list', 'admin:disciplineleader:query', 'admin:disciplineleader:remove',
  'admin:message:add', 'admin:message:edit', 'admin:message:list', 'admin:message:query',
  'admin:people:edit', 'admin:people:list', 'admin:people:remove',
  'admin:registration:export', 'admin:registration:list', 'admin:registration:remove',
  'admin:school:add', 'admin:school:edit', 'admin:school:export', 'admin:school:list', 'admin:school:query', 'admin:school:remove',
  'admin:siteconfig:edit', 'admin:siteconfig:query',
  'admin:subject:add', 'admin:subject:edit', 'admin:subject:list', 'admin:subject:query', 'admin:subject:remove',
  'admin:wxuser:edit', 'admin:wxuser:list', 'admin:wxuser:query',
  'system:config:add', 'system:config:edit', 'system:config:export', 'system:config:list', 'system:config:query', 'system:config:remove',
  'system:menu:add', 'system:menu:edit', 'system:menu:list', 'system:menu:query', 'system:menu:remove',
  'system:dict:add', 'system:dict:edit', 'system:dict:list', 'system:dict:query', 'system:dict:remove',
  'system:notice:add', 'system:notice:edit', 'system:notice:list', 'system:notice:query', 'system:notice:remove',
  'system:oss:add', 'system:oss:edit', 'system:oss:list', 'system:oss:query', 'system:oss:remove',
  'system:role:add', 'system:role:edit', 'system:role:list', 'system:role:query', 'system:role:remove',
  'system:user:add', 'system:user:edit', 'system:user:export', 'system:user:import', 'system:user:list', 'system:user:query', 'system:user:remove', 'system:user:resetPwd',
  'monitor:job:changeStatus', 'monitor:job:list', 'monitor:job:run',
  'monitor:logininfor:export', 'monitor:logininfor:list', 'monitor:logininfor:remove', 'monitor:logininfor:unlock',
  'monitor:online:forceLogout', 'monitor:online:list',
  'monitor:operlog:export', 'monitor:operlog:list', 'monitor:operlog:query', 'monitor:operlog:remove',
  'monitor:server:list',
  'tool:gen:edit', 'tool:gen:list', 'tool:gen:query',
  'tool:swagger:list',
  'user:memberclass:add', 'user:memberclass:edit', 'user:memberclass:list', 'user:memberclass:query', 'user:memberclass:remove',
  'user:memberteacher:add', 'user:memberteacher:edit', 'user:memberteacher:list', 'user:memberteacher:query',
  'user:resource:add', 'user:resource:edit', 'user:resource:list', 'user:resource:query', 'user:resource:remove',
  'user:schedule:add', 'user:schedule:edit', 'user:schedule:list', 'user:schedule:query', 'user:schedule:remove',
  'user:shop:list', 'user:shop:query',
  'user:teacher:list', 'user:teacher:query',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** A screen's permissions together (`admin:course:` for every `admin:course:*`), for "any of that screen". */
type AreaOf<P> = P extends `${infer Side}:${infer Screen}:${string}` ? `${Side}:${Screen}:` : never;
export type PermissionArea = AreaOf<Permission>;

/** Whether `value` is a declared permission (a string read at run time, such as a role's menu entry). */
export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/** A screen's permissions by what they allow (each feature's perms.ts): declared ones only. */
export type PermissionTable = Readonly<Record<string, Permission | readonly Permission[]>>;
