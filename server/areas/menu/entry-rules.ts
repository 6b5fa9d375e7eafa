import { isWebAddress } from '@contract/web-address';
import { fail } from '../../lib/errors';
import type { MenuInput } from './schema';

// What one menu entry must hold by its type (docs/api.md "Menus"): a directory, a page (a screen
// of the console, an external link or an inner frame) or a button. The rules among entries (the
// parent, siblings, roles) are in ./tree-rules.ts.

type Entry = Omit<MenuInput, 'parentId'>;

/** An address inside the console: `/` and then letters, digits, `_`, `-` and `/`. */
const CONSOLE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

/** Anything with a scheme (`http:`, `javascript:`, `//host`) is meant as an outside address. */
const looksOutside = (path: string): boolean => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) || path.startsWith('//');

/** Whether a page's path is an outside address (an external link or an inner frame). */
export const isLink = (path: string): boolean => looksOutside(path);

function checkPath(entry: Entry): void {
  const { path } = entry;
  if (!path) fail('路由地址不能为空', 'The route path is required');
  if (looksOutside(path)) {
    if (entry.menuType !== 'C') fail('只有菜单可以是外链', 'Only a menu page can be an external link');
    if (!isWebAddress(path))
      fail('外链地址必须以 http:// 或 https:// 开头', 'An external link must be an http(s) address');
    return;
  }
  if (!CONSOLE_PATH.test(path) || path.includes('//'))
    fail(
      '路由地址须以 / 开头，只含字母、数字、_、- 和 /',
      'A route path starts with / and holds only letters, digits, _, - and /',
    );
}

/** The entry as stored: fields its type does not use are emptied, so a stored entry never says two things. */
export function checkedEntry(entry: Entry): Entry {
  if (entry.menuType === 'F') {
    if (!entry.perms) fail('按钮必须有权限字符', 'A button needs a permission');
    return {
      ...entry,
      path: '',
      component: '',
      icon: '',
      hidden: false,
      noCache: false,
      innerFrame: false,
      activeMenu: '',
    };
  }
  checkPath(entry);
  if (entry.menuType === 'M') {
    return { ...entry, component: '', perms: '', noCache: false, innerFrame: false, activeMenu: '' };
  }
  if (isLink(entry.path)) return { ...entry, component: '', noCache: false, activeMenu: '' };
  if (!entry.component)
    fail('菜单必须选择一个组件（控制台的页面）', 'A menu page needs a component (one of the console’s screens)');
  if (entry.activeMenu && !CONSOLE_PATH.test(entry.activeMenu))
    fail('高亮菜单须是控制台内以 / 开头的地址', 'The active menu is an address in the console, starting with /');
  return { ...entry, innerFrame: false };
}
