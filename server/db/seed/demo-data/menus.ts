// The one master menu of the console (RuoYi's sys_menu): directories (M), pages (C) and action
// buttons (F), each with a menuId, bilingual title and permission string. Roles hold menuIds;
// getRouters, the permission list of getInfo and every permission check derive from this table.

export interface MenuDef {
  menuId: number;
  parentId: number;
  menuType: 'M' | 'C' | 'F';
  /** absolute route path; '' for buttons */
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  /** permission the entry grants, e.g. admin:school:list; '' for directories */
  perms: string;
  hidden: boolean;
  /** for hidden detail/edit pages: the list page the sidebar highlights */
  activeMenu: string;
  noCache: boolean;
  orderNum: number;
  /** for pages: the screen it shows, its path without the leading '/' (contract/menu-components.ts) */
  component: string;
}

const ACT_TITLES: Record<string, [string, string]> = {
  query: ['查询', 'Query'],
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  remove: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  resetPwd: ['重置密码', 'Reset password'],
  import: ['导入', 'Import'],
  unlock: ['账户解锁', 'Unlock'],
  forceLogout: ['强退', 'Force logout'],
  changeStatus: ['任务状态修改', 'Pause or resume'],
  run: ['立即执行', 'Run now'],
};
const CRUD = ['query', 'add', 'edit', 'remove'];

/** A button an earlier version had and this one does not: its slot keeps the others' menu ids. */
interface Retired {
  retired: string;
}
type Act = string | Retired;

/** The list's usual buttons but those naming something the screen does not do. */
const crudWithout = (...gone: string[]): Act[] => CRUD.map((act) => (gone.includes(act) ? { retired: act } : act));

interface PageSpec {
  id: number;
  path: string;
  zh: string;
  en: string;
  icon: string;
  perms: string;
  acts: Act[];
  /** list page this hidden page belongs to */
  of?: string;
  noCache?: boolean;
}

/** A sidebar page; its buttons grant `<area>:<act>` where area is its permission minus the last part. */
const page = (
  id: number,
  path: string,
  zh: string,
  en: string,
  icon: string,
  perms: string,
  acts: Act[] = CRUD,
): PageSpec => ({
  id,
  path,
  zh,
  en,
  icon,
  perms,
  acts,
});

/** A detail page reached from a list page: hidden from the sidebar, highlights the list. */
const detail = (id: number, path: string, zh: string, en: string, perms: string, of: string): PageSpec => ({
  id,
  path,
  zh,
  en,
  icon: '',
  perms,
  acts: [],
  of,
});

/** An edit page: like a detail page, and never cached so each visit starts from fresh data. */
const editor = (id: number, path: string, zh: string, en: string, perms: string, of: string): PageSpec => ({
  ...detail(id, path, zh, en, perms, of),
  noCache: true,
});

interface GroupSpec {
  id: number;
  path: string;
  zh: string;
  en: string;
  icon: string;
  pages: PageSpec[];
}

const COURSE = '/admin/course/index';
const TEACHER = '/user/teacher/index';
const SCHEDULE = '/user/schedule/index';

const group = (id: number, path: string, zh: string, en: string, icon: string, pages: PageSpec[]): GroupSpec => ({
  id,
  path,
  zh,
  en,
  icon,
  pages,
});

// One line per screen reads as a table; prettier would spread each call over many lines.
// prettier-ignore
const GROUPS: GroupSpec[] = [
  group(1000, '/course-center', '课程与内容', 'Courses & content', 'BookOutlined', [
    page(1010, COURSE, '课程管理', 'Courses', 'ReadOutlined', 'admin:course:list', [...CRUD, 'export']),
    detail(1020, '/admin/course/detail', '课程详情', 'Course details', 'admin:course:query', COURSE),
    editor(1030, '/admin/course/edite_course', '编辑课程', 'Edit course', 'admin:course:edit', COURSE),
    editor(1040, '/admin/course/edite_section', '编辑课时', 'Edit lessons', 'admin:course:edit', COURSE),
    detail(1050, '/admin/course/feedback', '课程反馈', 'Course feedback', 'admin:course:feedback', COURSE),
    page(1060, '/admin/content/index', '内容管理', 'Content', 'PlaySquareOutlined', 'admin:content:list'),
    editor(1070, '/admin/content/edit', '编辑内容', 'Edit content', 'admin:content:edit', '/admin/content/index'),
    page(1080, '/admin/message/index', '课件留言', 'Courseware messages', 'MessageOutlined', 'admin:message:list', crudWithout('remove')),
    page(1090, '/admin/banner/index', '轮播图', 'Banners', 'PictureOutlined', 'admin:banner:list'),
  ]),
  group(2000, '/school-center', '学校管理', 'Schools', 'BankOutlined', [
    page(2010, '/admin/school/index', '学校列表', 'Schools', 'BankOutlined', 'admin:school:list', [...CRUD, 'export']),
    editor(2020, '/admin/school/edit', '编辑学校', 'Edit school', 'admin:school:edit', '/admin/school/index'),
    page(2030, '/admin/class/index', '班级管理', 'Classes', 'TeamOutlined', 'admin:class:list', [...CRUD, 'import']),
    page(2040, '/admin/classteacher/index', '班级教师', 'Class teachers', 'SolutionOutlined', 'admin:classteacher:list', crudWithout('query', 'edit')),
    page(2050, '/admin/people/index', '人员管理', 'People', 'UserOutlined', 'admin:people:list', crudWithout('query', 'add')),
    page(2060, '/admin/approval/index', '审批管理', 'Approvals', 'AuditOutlined', 'admin:approval:list', ['query', 'edit']),
  ]),
  group(3000, '/discipline-center', '学科管理', 'Disciplines', 'ExperimentOutlined', [
    page(3010, '/admin/discipline/index', '学科', 'Disciplines', 'ApartmentOutlined', 'admin:discipline:list'),
    page(3020, '/admin/subject/index', '科目', 'Subjects', 'TagsOutlined', 'admin:subject:list'),
    page(3030, '/admin/disciplineleader/index', '学科负责人', 'Discipline leaders', 'CrownOutlined', 'admin:disciplineleader:list'),
  ]),
  group(4000, '/operation', '运营管理', 'Operations', 'RocketOutlined', [
    page(4010, '/admin/activity/index', '活动管理', 'Activities', 'FlagOutlined', 'admin:activity:list', [...CRUD, 'export']),
    editor(4020, '/admin/activity/edit', '编辑活动', 'Edit activity', 'admin:activity:edit', '/admin/activity/index'),
    detail(4030, '/admin/activity/detail', '活动详情', 'Activity details', 'admin:activity:query', '/admin/activity/index'),
    page(4040, '/admin/registration/index', '报名管理', 'Registrations', 'FormOutlined', 'admin:registration:list', [{ retired: 'query' }, 'remove', 'export']),
    page(4050, '/admin/siteconfig/edit', '站点配置', 'Site config', 'GlobalOutlined', 'admin:siteconfig:query', ['edit']),
    page(4060, '/admin/wxuser/index', '小程序用户', 'WeChat users', 'WechatOutlined', 'admin:wxuser:list', ['query', 'edit']),
  ]),
  group(5000, '/teaching', '我的教学', 'My teaching', 'DesktopOutlined', [
    page(5010, TEACHER, '我的课程', 'My courses', 'ReadOutlined', 'user:teacher:list', ['query']),
    detail(5020, '/user/teacher/course', '课程内容', 'Course content', 'user:teacher:query', TEACHER),
    detail(5030, '/user/teacher/detail', '课时详情', 'Lesson details', 'user:teacher:query', TEACHER),
    page(5040, '/user/resource/index', '教学资源', 'Resources', 'FolderOpenOutlined', 'user:resource:list'),
    detail(5050, '/user/resource/detail', '资源详情', 'Resource details', 'user:resource:query', '/user/resource/index'),
    page(5060, '/user/shop/index', '资源商城', 'Resource shop', 'ShopOutlined', 'user:shop:list', ['query']),
    detail(5070, '/user/shop/demo', '商城演示', 'Shop demo', 'user:shop:query', '/user/shop/index'),
    page(5080, SCHEDULE, '课程表', 'Schedule', 'CalendarOutlined', 'user:schedule:list'),
    editor(5090, '/user/schedule/edite_base', '编辑课表', 'Edit schedule', 'user:schedule:edit', SCHEDULE),
    detail(5100, '/user/schedule/fullCalendar', '日历视图', 'Calendar view', 'user:schedule:query', SCHEDULE),
  ]),
  group(6000, '/member', '成员管理', 'Members', 'UsergroupAddOutlined', [
    page(6010, '/user/member/classIndex', '班级', 'Classes', 'TeamOutlined', 'user:memberclass:list'),
    editor(6020, '/user/member/classEdit', '编辑班级', 'Edit class', 'user:memberclass:edit', '/user/member/classIndex'),
    page(6030, '/user/member/teacherIndex', '教师', 'Teachers', 'IdcardOutlined', 'user:memberteacher:list', crudWithout('remove')),
    editor(6040, '/user/member/teacherEdit', '编辑教师', 'Edit teacher', 'user:memberteacher:edit', '/user/member/teacherIndex'),
  ]),
  group(7000, '/system', '系统管理', 'System', 'SettingOutlined', [
    page(7010, '/system/user/index', '用户管理', 'Users', 'UserOutlined', 'system:user:list', [...CRUD, 'resetPwd', 'export', 'import']),
    page(7020, '/system/role/index', '角色管理', 'Roles', 'SafetyCertificateOutlined', 'system:role:list'),
    page(7080, '/system/menu/index', '菜单管理', 'Menus', 'MenuOutlined', 'system:menu:list'),
    page(7030, '/system/dict/index', '字典管理', 'Dictionaries', 'ProfileOutlined', 'system:dict:list'),
    page(7040, '/system/config/index', '参数设置', 'Config', 'ControlOutlined', 'system:config:list', [...CRUD, 'export']),
    page(7050, '/system/oss-config/index', '存储配置', 'Storage', 'CloudServerOutlined', 'system:oss:list'),
    page(7060, '/tool/gen-edit/index', '代码生成', 'Code generation', 'CodeOutlined', 'tool:gen:list', ['query', 'edit']),
    page(7070, '/tool/swagger/index', '系统接口', 'API', 'ApiOutlined', 'tool:swagger:list', []),
    page(7090, '/system/notice/index', '通知公告', 'Notices', 'NotificationOutlined', 'system:notice:list'),
  ]),
  group(8000, '/monitor', '系统监控', 'Monitoring', 'DashboardOutlined', [
    page(8010, '/monitor/operlog/index', '操作日志', 'Operation log', 'FileSearchOutlined', 'monitor:operlog:list', [
      'query',
      'remove',
      'export',
    ]),
    page(8020, '/monitor/logininfor/index', '登录日志', 'Login log', 'LoginOutlined', 'monitor:logininfor:list', [
      'remove',
      'export',
      'unlock',
    ]),
    page(8030, '/monitor/online/index', '在线用户', 'Online users', 'WifiOutlined', 'monitor:online:list', ['forceLogout']),
    page(8040, '/monitor/job/index', '定时任务', 'Scheduled jobs', 'FieldTimeOutlined', 'monitor:job:list', [
      'changeStatus',
      'run',
    ]),
    page(8050, '/monitor/server/index', '服务监控', 'Server', 'DesktopOutlined', 'monitor:server:list', []),
  ]),
];

/** A button of an older version's menu, by its id and the permission it granted. */
export interface RetiredButton {
  menuId: number;
  perms: string;
}

function flatten(): { rows: MenuDef[]; retired: RetiredButton[] } {
  const rows: MenuDef[] = [];
  const retired: RetiredButton[] = [];
  const base = { icon: '', perms: '', hidden: false, activeMenu: '', noCache: false, component: '' };
  GROUPS.forEach((g, gi) => {
    rows.push({
      ...base,
      menuId: g.id,
      parentId: 0,
      menuType: 'M',
      path: g.path,
      titleZh: g.zh,
      titleEn: g.en,
      icon: g.icon,
      orderNum: gi + 1,
    });
    g.pages.forEach((p, pi) => {
      rows.push({
        ...base,
        menuId: p.id,
        parentId: g.id,
        menuType: 'C',
        path: p.path,
        titleZh: p.zh,
        titleEn: p.en,
        icon: p.icon,
        perms: p.perms,
        hidden: Boolean(p.of),
        activeMenu: p.of ?? '',
        noCache: Boolean(p.noCache),
        orderNum: pi + 1,
        component: p.path.slice(1),
      });
      const area = p.perms.slice(0, p.perms.lastIndexOf(':'));
      p.acts.forEach((act, ai) => {
        if (typeof act !== 'string') {
          retired.push({ menuId: p.id + ai + 1, perms: `${area}:${act.retired}` });
          return;
        }
        const [zh, en] = ACT_TITLES[act];
        rows.push({
          ...base,
          menuId: p.id + ai + 1,
          parentId: p.id,
          menuType: 'F',
          path: '',
          titleZh: zh,
          titleEn: en,
          perms: `${area}:${act}`,
          orderNum: ai + 1,
        });
      });
    });
  });
  return { rows, retired };
}

const FLAT = flatten();
export const MENUS: readonly MenuDef[] = FLAT.rows;
/**
 * Buttons that guarded nothing (a read of one record, an add, an edit or a delete the screen and
 * its routes do not have): a role granted one held a promise nothing kept, so they are gone.
 */
export const RETIRED_BUTTONS: readonly RetiredButton[] = FLAT.retired;

export const menuByPath = (path: string): MenuDef | undefined =>
  MENUS.find((m) => m.menuType !== 'F' && m.path === path);
