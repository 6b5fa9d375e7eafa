import { create } from 'zustand';

/** The four component sizes; antd has three, so mini and small share antd's smallest. */
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';
export const SIZE_KEY = 'size';
export const SIDEBAR_KEY = 'sidebarStatus';

export const SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

export type Device = 'desktop' | 'mobile';
/** The device is a phone when the page body is narrower than this. */
export const MOBILE_BREAKPOINT_PX = 992;

/** The page body's width (jsdom lays nothing out, so it falls back to the window's). */
export function bodyWidth(): number {
  return document.body.getBoundingClientRect().width || window.innerWidth;
}

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

function savedSize(): ComponentSize {
  const value = localStorage.getItem(SIZE_KEY);
  return SIZES.includes(value as ComponentSize) ? (value as ComponentSize) : 'medium';
}

interface AppState {
  size: ComponentSize;
  /** The sidebar on a desktop: open or collapsed, remembered between visits. */
  sidebarOpened: boolean;
  device: Device;
  /** The sidebar on a phone: a drawer over the page, closed on every route change. */
  drawerOpened: boolean;
  setSize: (size: ComponentSize) => void;
  /** Collapses or expands the desktop sidebar, or opens or closes the phone's drawer. */
  toggleSidebar: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  setDevice: (device: Device) => void;
}

/** Preferences kept in this browser (component size, sidebar state) and the device the shell runs on. */
export const useAppStore = create<AppState>()((set, get) => ({
  size: savedSize(),
  sidebarOpened: localStorage.getItem(SIDEBAR_KEY) !== '0',
  device: deviceFor(bodyWidth()),
  drawerOpened: false,
  setSize: (size) => {
    localStorage.setItem(SIZE_KEY, size);
    set({ size });
  },
  toggleSidebar: () => {
    if (get().device === 'mobile') {
      set({ drawerOpened: !get().drawerOpened });
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    localStorage.setItem(SIDEBAR_KEY, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  openDrawer: () => set({ drawerOpened: true }),
  closeDrawer: () => {
    if (get().drawerOpened) set({ drawerOpened: false });
  },
  setDevice: (device) => {
    if (device !== get().device) set({ device, drawerOpened: false });
  },
}));

/** Whether the sidebar shows: the remembered state on a desktop, the drawer on a phone. */
export function selectSidebarShown(state: AppState): boolean {
  return state.device === 'mobile' ? state.drawerOpened : state.sidebarOpened;
}

export function antdSize(size: ComponentSize): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}
