import { MENUS, menuByPath } from './menus';
import type { RoleRow } from '../rows/account';
import { seeded } from './audit';

// Which role sees which screen: the table of docs/roles.md in code form (a test compares the two).
// 'read' grants the page and its query/export buttons, 'write' every button of the page.
type Level = 'read' | 'write';
type Access = Array<[path: string, level: Level]>;

const MESSAGES: Access = [['/admin/message/index', 'write']];
const SCHOOL_STAFF: Access = [
  ['/admin/class/index', 'write'],
  ['/admin/classteacher/index', 'write'],
  ['/admin/people/index', 'write'],
  ['/admin/approval/index', 'write'],
];
const MEMBERS: Access = [
  ['/user/member/classIndex', 'write'],
  ['/user/member/classEdit', 'write'],
  ['/user/member/teacherIndex', 'write'],
  ['/user/member/teacherEdit', 'write'],
];
const TEACHING: Access = [
  '/user/teacher/index',
  '/user/teacher/course',
  '/user/teacher/detail',
  '/user/resource/index',
  '/user/resource/detail',
  '/user/shop/index',
  '/user/shop/demo',
  '/user/schedule/index',
  '/user/schedule/edite_base',
  '/user/schedule/fullCalendar',
].map((path) => [path, 'write']);

const ROLE_ACCESS: Record<string, Access> = {
  school_admin: [
    ...SCHOOL_STAFF,
    ...MEMBERS,
    ...MESSAGES,
    ['/monitor/operlog/index', 'read'],
    ['/monitor/online/index', 'write'],
  ],
  principal: [
    ['/admin/course/index', 'read'],
    ['/admin/course/detail', 'read'],
    ...MESSAGES,
    ...SCHOOL_STAFF,
    ...MEMBERS,
  ],
  teacher: [...TEACHING, ...MESSAGES],
  discipline_leader: [
    ['/admin/course/index', 'read'],
    ['/admin/course/detail', 'read'],
    ['/admin/course/feedback', 'read'],
    ['/admin/discipline/index', 'read'],
    ['/admin/subject/index', 'read'],
    ...MESSAGES,
  ],
  A4: [
    ['/admin/school/index', 'write'],
    ['/admin/school/edit', 'write'],
    ['/admin/approval/index', 'write'],
    ['/admin/activity/index', 'write'],
    ['/admin/activity/edit', 'write'],
    ['/admin/activity/detail', 'write'],
    ['/admin/registration/index', 'write'],
  ],
};

const READ_ACTS = ['query', 'export'];

/** Page ids plus the button ids the level grants; a wrong path fails loudly at start-up. */
function menuIdsFor(access: Access): number[] {
  const ids = new Set<number>();
  for (const [path, level] of access) {
    const pageDef = menuByPath(path);
    if (!pageDef) throw new Error(`seed roles: no menu entry for ${path}`);
    ids.add(pageDef.menuId).add(pageDef.parentId);
    MENUS.filter((m) => m.parentId === pageDef.menuId && m.menuType === 'F')
      .filter((m) => level === 'write' || READ_ACTS.includes(m.perms.split(':').pop() ?? ''))
      .forEach((m) => ids.add(m.menuId));
  }
  return [...ids].sort((a, b) => a - b);
}

const role = (roleId: number, roleKey: string, roleName: string, roleNameEn: string, remark: string): RoleRow => ({
  roleId,
  roleKey,
  roleName,
  roleNameEn,
  roleSort: roleId,
  status: '0',
  menuCheckStrictly: true,
  menuIds: roleKey === 'admin' ? MENUS.map((m) => m.menuId) : menuIdsFor(ROLE_ACCESS[roleKey]),
  ...seeded('2024-08-01 09:00:00', 'admin', remark),
});

export const seedRoles = (): RoleRow[] => [
  role(1, 'admin', '超级管理员', 'Administrator', 'Platform administrator with every permission'),
  role(2, 'school_admin', '学校管理员', 'School administrator', "Manages one school's classes and members"),
  role(3, 'principal', '校长', 'Principal', "Oversees one school's courses, classes and members"),
  role(4, 'teacher', '教师', 'Teacher', 'Teaches courses and manages schedules and resources'),
  role(5, 'discipline_leader', '学科负责人', 'Discipline leader', 'Reviews the courses of a discipline'),
  role(6, 'A4', '商务拓展', 'Business developer', 'Signs up schools and runs activities'),
];
