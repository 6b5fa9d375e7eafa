import { create } from 'zustand';
import type { MenuRoute, PageRoute } from './route-types';

interface RoutesState {
  /** The menu tree as the server sent it. */
  menus: MenuRoute[];
  /** Every page the user may open: static shell pages plus the flattened menu leaves. */
  pages: PageRoute[];
  loaded: boolean;
  setRoutes: (menus: MenuRoute[], pages: PageRoute[]) => void;
  clear: () => void;
}

export const useRoutesStore = create<RoutesState>()((set) => ({
  menus: [],
  pages: [],
  loaded: false,
  setRoutes: (menus, pages) => set({ menus, pages, loaded: true }),
  clear: () => set({ menus: [], pages: [], loaded: false }),
}));
