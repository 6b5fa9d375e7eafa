import { createContext, useContext } from 'react';

/** The shell's current path, without its query; provided by the layout. */
export const PathnameContext = createContext<string | null>(null);

/**
 * The current path for the parts of the shell that follow only the path (menus, breadcrumb).
 * Unlike useLocation, a change of the query alone (a list's filter or page) does not render
 * them again: the sidebar and the top menu are large, and that work landed on every list click.
 */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname needs the shell layout above it');
  return pathname;
}
