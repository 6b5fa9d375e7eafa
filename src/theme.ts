/** The theme colour of the layout settings defaults to #409EFF. */
export const DEFAULT_THEME_COLOR = '#409EFF';

/** The colours offered by the settings drawer. */
export const PRESET_THEME_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

/** The CSS variable that plain stylesheets (route progress bar) read the theme colour from. */
export const THEME_COLOR_VARIABLE = '--console-primary';

let themeColor = DEFAULT_THEME_COLOR;

export function currentThemeColor(): string {
  return themeColor;
}

/**
 * The theme colour for what antd's theme tokens do not reach: static messages (their holder
 * reads it when it renders) and plain stylesheets (through a CSS variable). No stylesheet is fetched.
 */
export function setCurrentThemeColor(color: string): void {
  themeColor = color;
  document.documentElement.style.setProperty(THEME_COLOR_VARIABLE, color);
}

/**
 * The operating system's "reduce motion" setting: dialogs, menus and messages then appear and go
 * without animating (WCAG 2.3.3). Read once at start-up, like the rest of the theme.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
