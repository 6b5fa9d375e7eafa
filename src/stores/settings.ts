import { create } from 'zustand';
import { feedback } from '@/api/feedback';
import { i18n } from '@/i18n';
import { DEFAULT_THEME_COLOR, setCurrentThemeColor } from '@/theme';

/** localStorage key of the layout settings. */
export const LAYOUT_SETTING_KEY = 'layout-setting';
/** Save and reset show their loading message for 1 s; reset reloads after it. */
export const SETTINGS_MESSAGE_MS = 1000;
const MESSAGE_KEY = 'layout-setting';

export type SideTheme = 'theme-dark' | 'theme-light';

/** The `layout-setting` object stored in localStorage. */
export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  /** Whether the settings drawer is open; never opens by itself after a reload. */
  showSettings: boolean;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = {
  theme: DEFAULT_THEME_COLOR,
  sideTheme: 'theme-light',
  showSettings: false,
  topNav: true,
  tagsView: false,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
};

const SWITCHES = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const;
export type SettingSwitch = (typeof SWITCHES)[number];

const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

/** The saved settings over the defaults; a damaged or partial entry keeps the defaults where it fails. */
export function loadSettings(): LayoutSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // keep the defaults
  }
  const settings: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (isColor(saved.theme)) settings.theme = saved.theme;
  if (saved.sideTheme === 'theme-dark' || saved.sideTheme === 'theme-light') settings.sideTheme = saved.sideTheme;
  for (const key of SWITCHES) if (typeof saved[key] === 'boolean') settings[key] = saved[key];
  return settings;
}

/** Page reload, kept here so tests can replace it (jsdom cannot reload). */
export const settingsPage = {
  reload: () => window.location.reload(),
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SettingsState extends LayoutSettings {
  setTheme: (color: string) => void;
  setSideTheme: (sideTheme: SideTheme) => void;
  setSwitch: (key: SettingSwitch, value: boolean) => void;
  setShowSettings: (open: boolean) => void;
  /** Persists the settings, with a loading message for 1 s. */
  save: () => Promise<void>;
  /** Forgets the saved settings and reloads the page after 1 s, with a loading message. */
  reset: () => Promise<void>;
}

const initial = loadSettings();
setCurrentThemeColor(initial.theme);

/** The layout settings of the drawer; every change applies at once, in memory, until saved. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...initial,
  setTheme: (theme) => {
    setCurrentThemeColor(theme);
    set({ theme });
  },
  setSideTheme: (sideTheme) => set({ sideTheme }),
  setSwitch: (key, value) => set({ [key]: value }),
  setShowSettings: (showSettings) => set({ showSettings }),
  save: async () => {
    const { theme, sideTheme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle } = get();
    const saved: LayoutSettings = {
      theme,
      sideTheme,
      showSettings: false,
      topNav,
      tagsView,
      fixedHeader,
      sidebarLogo,
      dynamicTitle,
    };
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(saved));
    void feedback.loading(i18n.t('settings:saving'), MESSAGE_KEY);
    await wait(SETTINGS_MESSAGE_MS);
    await feedback.done(MESSAGE_KEY);
  },
  reset: async () => {
    localStorage.removeItem(LAYOUT_SETTING_KEY);
    void feedback.loading(i18n.t('settings:resetting'), MESSAGE_KEY);
    await wait(SETTINGS_MESSAGE_MS);
    settingsPage.reload();
  },
}));
