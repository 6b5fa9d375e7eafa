import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router-dom';

// What the shell's parts (menus, breadcrumb, top bar buttons) need of the router, without
// following it. react-router renders every useLocation and useNavigate user again on each
// navigation, a change of the query alone (a list's filter or page) included; the sidebar and
// the top menu are large, and that work landed on every list click. The layout provides both.

/** The current path, without its query. */
export const PathnameContext = createContext<string | null>(null);

/** react-router's navigate, kept as one function for the life of the shell. */
export const ShellNavigateContext = createContext<NavigateFunction | null>(null);

export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname needs the shell layout above it');
  return pathname;
}

export function useShellNavigate(): NavigateFunction {
  const navigate = useContext(ShellNavigateContext);
  if (navigate === null) throw new Error('useShellNavigate needs the shell layout above it');
  return navigate;
}
