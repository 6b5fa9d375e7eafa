// The screens a menu page may show (its `component`): every screen of the console a sidebar entry
// can open. The menu screen offers exactly these, the server refuses any other, and a unit test
// holds the list to the screens the console declares (src/features/*/screens.ts).

// one line an area
// prettier-ignore
export const MENU_COMPONENTS = [
  'admin/course/index', 'admin/course/detail', 'admin/course/edite_course', 'admin/course/edite_section', 'admin/course/feedback',
  'admin/content/index', 'admin/content/edit', 'admin/message/index', 'admin/banner/index',
  'admin/school/index', 'admin/school/edit', 'admin/class/index', 'admin/classteacher/index', 'admin/people/index', 'admin/approval/index',
  'admin/discipline/index', 'admin/subject/index', 'admin/disciplineleader/index',
  'admin/activity/index', 'admin/activity/edit', 'admin/activity/detail', 'admin/registration/index', 'admin/siteconfig/edit', 'admin/wxuser/index',
  'user/teacher/index', 'user/teacher/course', 'user/teacher/detail', 'user/resource/index', 'user/resource/detail',
  'user/shop/index', 'user/shop/demo', 'user/schedule/index', 'user/schedule/edite_base', 'user/schedule/fullCalendar',
  'user/member/classIndex', 'user/member/classEdit', 'user/member/teacherIndex', 'user/member/teacherEdit',
  'system/user/index', 'system/role/index', 'system/menu/index', 'system/dict/index', 'system/config/index', 'system/oss-config/index', 'system/notice/index',
  'tool/gen-edit/index', 'tool/swagger/index',
  'monitor/operlog/index', 'monitor/logininfor/index', 'monitor/online/index', 'monitor/job/index', 'monitor/server/index',
] as const;

export type MenuComponent = (typeof MENU_COMPONENTS)[number];

export const isMenuComponent = (value: string): value is MenuComponent =>
  (MENU_COMPONENTS as readonly string[]).includes(value);
