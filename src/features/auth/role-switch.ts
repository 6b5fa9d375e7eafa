import { feedback } from '@/api/feedback';
import { resolvePath } from '@/router/build-pages';
import type { MenuRoute } from '@/stores/route-types';
import { forgetTabs } from '@/stores/tabs';
import { leaveWithoutAsking } from '@/stores/unsaved';
import { HOME_PATH, loadPage } from '@/utils/navigation';
import { isExternal } from '@/utils/validate';
import { getRouters, switchRole } from './api';

/** The page reloads this long after a role switch. */
export const ROLE_SWITCH_RELOAD_MS = 1000;

/** The first child path of the first menu route, resolved against its parent. */
export function firstMenuPath(menus: readonly MenuRoute[]): string {
  const first = menus[0];
  if (!first) return HOME_PATH;
  const parent = resolvePath('/', first.path);
  const child = first.children?.[0];
  const target = child ? resolvePath(parent, child.path) : parent;
  return isExternal(target) ? HOME_PATH : target;
}

/**
 * Switch the session's role, say so, reload the routes and go to the new role's first
 * page with a full page load after 1 s, so that nothing of the previous role's routes survives.
 * Failures are shown by the request layer (the role calls have no handling of their own).
 * The caller has asked about unsaved input; the open tabs belong to the old menu and go.
 */
export async function switchRoleAndReload(roleId: number, switchedMessage: string): Promise<string> {
  await switchRole(roleId);
  void feedback.success(switchedMessage);
  const target = firstMenuPath(await getRouters());
  window.setTimeout(() => {
    forgetTabs();
    leaveWithoutAsking();
    loadPage(target);
  }, ROLE_SWITCH_RELOAD_MS);
  return target;
}
