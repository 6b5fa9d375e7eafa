import { ALL_PERMISSIONS } from '@/utils/permission';
import { hasScreen, loadScreen } from './page-registry';
import { resolvePage } from './resolve-page';
import { staticPageRoutes } from './static-pages';

/**
 * Is this address one of the console's screens, whether or not the current role may open it?
 * A known screen the role lacks goes to the no-access page (/401); only an address that is
 * nobody's screen goes to /404. Known: a static page of the shell (permission-gated ones
 * included), or a path whose name is a screen of the page registry, because the server menu
 * gives every screen the path `/<component name>` (see docs/roles.md).
 */
export function isKnownScreen(pathname: string): boolean {
  if (resolvePage(staticPageRoutes([ALL_PERMISSIONS]), pathname)) return true;
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name !== '' && hasScreen(name);
}

/** Where an address the role has no page for should go. */
export function missingPageTarget(pathname: string): '/401' | '/404' {
  return isKnownScreen(pathname) ? '/401' : '/404';
}

/** The component name of the screen an address shows, if the address is a screen at all. */
export function screenNameAt(pathname: string): string | null {
  const hidden = resolvePage(staticPageRoutes([ALL_PERMISSIONS]), pathname);
  if (hidden) return hidden.page.component ?? null;
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return hasScreen(name) ? name : null;
}

/**
 * Starts fetching the chunk of the screen an address shows before the user and the menu have
 * arrived, so that a reload or a deep link waits for both at once instead of one after the other.
 * Only a head start: the page still opens through the menu's routes and the role's permissions.
 */
export function warmScreenAt(pathname: string): void {
  const name = screenNameAt(pathname);
  if (name) void loadScreen(name)?.catch(() => undefined);
}
