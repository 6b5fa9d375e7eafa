import { createContext, useContext } from 'react';
import type { ResolvedPage } from './resolve-page';

export const CurrentPageContext = createContext<ResolvedPage | null>(null);

/** The menu entry and path parameters of the page being rendered. */
export function useCurrentPage(): ResolvedPage {
  const page = useContext(CurrentPageContext);
  if (!page) throw new Error('useCurrentPage must be used inside a console page');
  return page;
}
