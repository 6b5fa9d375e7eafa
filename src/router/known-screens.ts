import { ALL_PERMISSIONS } from '@/utils/permission';
import { hasScreen } from './page-registry';
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
