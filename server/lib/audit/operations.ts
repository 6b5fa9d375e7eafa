import type { AuditModule, BusinessType } from '@contract/monitor';

// Which area a writing call belongs to and what kind of operation it is, read from its path, so
// that a route added under a known prefix is named without anyone remembering to. A call under
// a prefix named nowhere here is still recorded with no module, and the route-table test (tests/server/monitor/audit-routes.test.ts) fails for it.

/** Path prefixes (after /csp), matched segment by segment, the longest first. */
const MODULE_OF_PREFIX: Record<string, AuditModule> = {
  '/activity/public': 'activity',
  '/admin/activity': 'activity',
  '/admin/registration': 'activity',
  '/admin/aidRequest': 'shop',
  '/admin/approval': 'approval',
  '/approval': 'approval',
  '/admin/banner': 'banner',
  '/admin/class': 'class',
  '/admin/classteacher': 'classTeacher',
  '/admin/content': 'content',
  '/admin/course': 'course',
  '/admin/discipline': 'discipline',
  '/admin/disciplineleader': 'discipline',
  '/admin/subject': 'discipline',
  '/admin/message': 'message',
  '/admin/people': 'people',
  '/admin/school': 'school',
  '/admin/siteconfig': 'siteConfig',
  '/admin/wxuser': 'wxUser',
  '/auth': 'account',
  '/register': 'account',
  '/home': 'home',
  '/monitor': 'monitor',
  '/monitor/online/mine': 'profile',
  '/system/config': 'config',
  '/system/dict': 'dict',
  '/system/menu': 'menu',
  '/system/notice': 'notice',
  '/system/oss': 'storage',
  '/system/role': 'role',
  '/system/user': 'user',
  '/system/user/profile': 'profile',
  '/system/user/switchRole': 'account',
  '/tool/gen': 'codegen',
  '/user/calendar-feed': 'schedule',
  '/user/member': 'member',
  '/user/schedule': 'schedule',
  '/user/shop': 'shop',
  '/user/teacher': 'teaching',
};

/**
 * Writing calls that are no operation: the login and logout go to the login history instead,
 * findUserRoles reads through PUT, and a live stream's ticket changes nothing.
 */
const NOT_OPERATIONS = new Set(['POST /login', 'POST /logout', 'PUT /system/user/findUserRoles', 'POST /live/ticket']);

/** Kinds that the method alone does not tell, by the path's last segment. */
const KIND_OF_LAST_SEGMENT: Record<string, BusinessType> = {
  import: 'import',
  importData: 'import',
  export: 'export',
  authRole: 'grant',
  selectAll: 'grant',
  cancel: 'grant',
  cancelAll: 'grant',
  forceLogout: 'force',
  clean: 'clean',
  refreshCache: 'clean',
  switchRole: 'other',
};

/** Kinds that an area's path tells whatever its last segment (an id). */
const KIND_OF_PREFIX: Record<string, BusinessType> = { 'DELETE /monitor/online': 'force' };

const KIND_OF_METHOD: Record<string, BusinessType> = { POST: 'add', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

export interface Operation {
  /** '' for a path no prefix above names (the route-table test refuses it) */
  module: AuditModule | '';
  businessType: BusinessType;
}

/** The methods that ask to change something; every such call is an operation unless listed above. */
export const isWriting = (method: string) => method in KIND_OF_METHOD;

function moduleOf(path: string): AuditModule | '' {
  const segments = path.split('/');
  for (let n = segments.length; n > 1; n--) {
    const found = MODULE_OF_PREFIX[segments.slice(0, n).join('/')];
    if (found) return found;
  }
  return '';
}

/** A call that deletes entries of the trail: its own entry can never be deleted. */
export const cutsTheTrail = (method: string, path: string) =>
  method === 'DELETE' && path.startsWith('/monitor/operlog/');

/** What the call at `path` (without /csp) is, or null when it is no operation. */
export function operationOf(method: string, path: string): Operation | null {
  if (!isWriting(method) || NOT_OPERATIONS.has(`${method} ${path}`)) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const byPrefix = Object.entries(KIND_OF_PREFIX).find(([prefix]) => `${method} ${path}`.startsWith(`${prefix}/`));
  return {
    module: moduleOf(path),
    businessType: KIND_OF_LAST_SEGMENT[last] ?? byPrefix?.[1] ?? KIND_OF_METHOD[method]!,
  };
}
