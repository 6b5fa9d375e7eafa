import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { KIT_GALLERY_SCREENS } from '@/features/kit-gallery/screens';

type Loader = () => Promise<{ default: ComponentType }>;

const notBuilt: Loader = () => import('@/features/errors/NotBuiltPage');

/** Screens later work will build; until then they say so clearly (routes and menus are real). */
const PENDING_SCREENS = [
  'fileView',
  'docView',
  'courseFileView',
  'admin/course/index',
  'admin/course/detail',
  'admin/course/edite_course',
  'admin/course/edite_section',
  'admin/course/feedback',
  'admin/content/index',
  'admin/content/edit',
  'admin/school/index',
  'admin/school/edit',
  'admin/message/index',
  'admin/class/index',
  'admin/classteacher/index',
  'admin/people/index',
  'admin/discipline/index',
  'admin/subject/index',
  'admin/disciplineleader/index',
  'admin/approval/index',
  'admin/activity/index',
  'admin/activity/edit',
  'admin/activity/detail',
  'admin/registration/index',
  'admin/siteconfig/edit',
  'admin/banner/index',
  'admin/wxuser/index',
  'user/teacher/index',
  'user/teacher/course',
  'user/teacher/detail',
  'user/schedule/index',
  'user/schedule/edite_base',
  'user/schedule/fullCalendar',
  'user/shop/index',
  'user/shop/demo',
  'user/resource/index',
  'user/resource/detail',
  'user/member/classIndex',
  'user/member/teacherIndex',
  'user/member/classEdit',
  'user/member/teacherEdit',
];

/**
 * The one place that knows both the component names the server menu sends and the screens
 * that render them (design.md §3). Every screen is its own lazy chunk.
 */
const REGISTRY: Record<string, Loader> = {
  ...Object.fromEntries(PENDING_SCREENS.map((name) => [name, notBuilt])),
  index: () => import('@/features/home/HomePage'),
  'user/changeInfoPw': () => import('@/features/profile/ChangePasswordPage'),
  'user/profile': () => import('@/features/profile/ProfilePage'),
  'system/user/index': () => import('@/features/system/user/UserPage'),
  'system/user/authRole': () => import('@/features/system/user/AuthRolePage'),
  'system/role/index': () => import('@/features/system/role/RolePage'),
  'system/role/authUser': () => import('@/features/system/role/AuthUserPage'),
  menu: () => import('@/features/menu/MenuPage'),
  'admin/search': () => import('@/features/search/SearchPage'),
  'system/config/index': () => import('@/features/system/config/ConfigPage'),
  'system/dict/index': () => import('@/features/system/dict/DictTypePage'),
  'system/dict/data': () => import('@/features/system/dict/DictDataPage'),
  'system/oss-config/index': () => import('@/features/system/oss/OssConfigPage'),
  'tool/gen-edit/index': () => import('@/features/system/gen/GenEditPage'),
  ...KIT_GALLERY_SCREENS,
};

const components = new Map<string, LazyExoticComponent<ComponentType>>();

export function hasScreen(name: string): boolean {
  return name in REGISTRY;
}

/** The lazy screen for a component name; the same object every time so React keeps its state. */
export function screenFor(name: string): LazyExoticComponent<ComponentType> | null {
  const load = REGISTRY[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
    components.set(name, component);
  }
  return component;
}

/** After a failed chunk load React.lazy remembers the failure; forgetting it lets "retry" load again. */
export function forgetScreen(name: string): void {
  components.delete(name);
}
