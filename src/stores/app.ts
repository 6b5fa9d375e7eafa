import { create } from 'zustand';

/** Component sizes of spec 9; antd has three, so mini and small share antd's smallest. */
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';
export const SIZE_KEY = 'size';
export const SIDEBAR_KEY = 'sidebarStatus';

const SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

function savedSize(): ComponentSize {
  const value = localStorage.getItem(SIZE_KEY);
  return SIZES.includes(value as ComponentSize) ? (value as ComponentSize) : 'medium';
}

interface AppState {
  size: ComponentSize;
  sidebarOpened: boolean;
  setSize: (size: ComponentSize) => void;
  toggleSidebar: () => void;
}

/** Local preferences of spec 3: component size and sidebar state, remembered between visits. */
export const useAppStore = create<AppState>()((set, get) => ({
  size: savedSize(),
  sidebarOpened: localStorage.getItem(SIDEBAR_KEY) !== '0',
  setSize: (size) => {
    localStorage.setItem(SIZE_KEY, size);
    set({ size });
  },
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    localStorage.setItem(SIDEBAR_KEY, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
}));

export function antdSize(size: ComponentSize): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}
