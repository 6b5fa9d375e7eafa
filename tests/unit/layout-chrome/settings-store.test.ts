import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/api/feedback';
import {
  DEFAULT_SETTINGS,
  LAYOUT_SETTING_KEY,
  loadSettings,
  SETTINGS_MESSAGE_MS,
  settingsPage,
  useSettingsStore,
} from '@/stores/settings';
import { readableShade } from '@/contrast';
import { currentThemeColor, DEFAULT_THEME_COLOR, THEME_COLOR_VARIABLE } from '@/theme';

beforeEach(() => {
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  vi.spyOn(feedback, 'loading').mockResolvedValue();
  vi.spyOn(feedback, 'done').mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('layout settings', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-light',
      showSettings: false,
      topNav: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a saved entry over the defaults and ignores what it cannot use', () => {
    localStorage.setItem(
      LAYOUT_SETTING_KEY,
      JSON.stringify({ tagsView: true, sideTheme: 'theme-dark', theme: '#f5222d', showSettings: true }),
    );
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, tagsView: true, sideTheme: 'theme-dark', theme: '#f5222d' });

    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ topNav: 'no', sideTheme: 'purple', theme: 'url(x)' }));
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);

    localStorage.setItem(LAYOUT_SETTING_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('applies changes at once, in memory only, until saved', () => {
    const store = useSettingsStore.getState();
    store.setSwitch('tagsView', true);
    store.setSideTheme('theme-dark');
    store.setTheme('#13c2c2');
    expect(useSettingsStore.getState()).toMatchObject({ tagsView: true, sideTheme: 'theme-dark', theme: '#13c2c2' });
    expect(currentThemeColor()).toBe('#13c2c2');
    // plain stylesheets draw with the colour's readable shade, as antd does (docs/accessibility.md)
    expect(document.documentElement.style.getPropertyValue(THEME_COLOR_VARIABLE)).toBe(readableShade('#13c2c2'));
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    store.setTheme(DEFAULT_THEME_COLOR);
  });

  it('saves the layout-setting entry with a loading message shown for 1 s', async () => {
    vi.useFakeTimers();
    useSettingsStore.getState().setSwitch('dynamicTitle', true);
    useSettingsStore.getState().setShowSettings(true);
    const saving = useSettingsStore.getState().save();

    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toEqual({ ...DEFAULT_SETTINGS, dynamicTitle: true });
    expect(feedback.loading).toHaveBeenCalledWith('正在保存到本地，请稍候...', expect.any(String));
    await vi.advanceTimersByTimeAsync(SETTINGS_MESSAGE_MS - 1);
    expect(feedback.done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await saving;
    expect(feedback.done).toHaveBeenCalledTimes(1);
    expect(loadSettings().dynamicTitle).toBe(true);
  });

  it('resets by forgetting the entry and reloading after 1 s with a loading message', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(settingsPage, 'reload').mockImplementation(() => undefined);
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, topNav: false }));
    const resetting = useSettingsStore.getState().reset();

    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    expect(feedback.loading).toHaveBeenCalledWith('正在清除设置缓存并刷新，请稍候...', expect.any(String));
    await vi.advanceTimersByTimeAsync(SETTINGS_MESSAGE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await resetting;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
