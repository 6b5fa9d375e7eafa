import type { ThemeConfig } from 'antd';
import { contrastRatio, deepen, READABLE_ON_WHITE, readableShade, tint } from '@/contrast';

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
  document.documentElement.style.setProperty(THEME_COLOR_VARIABLE, readableShade(color));
}

/** antd's own status colours, before they are made readable. */
const STATUS_COLORS = { Success: '#52c41a', Warning: '#faad14', Error: '#ff4d4f' };

/**
 * The shades a control takes under the mouse and while pressed, from its resting shade. antd
 * would derive a lighter hover shade from it, and the resting shade is only just readable, so
 * antd's hover (white on #4c85ba for #409EFF, 3.9:1) was not: a primary button under the mouse,
 * a link being pointed at. The hover shade is lighter only where it stays as readable as the
 * resting one (a dark theme colour); otherwise it is darker. Pressed is darker still. Between
 * any two of them (antd's 0.2 s transition) every colour is at least as readable as the
 * less readable end, so no moment of a transition is unreadable either.
 */
function stateShades(shade: string): { hover: string; active: string } {
  const lighter = tint(shade, 0.85);
  const hover = contrastRatio(lighter, '#ffffff') >= READABLE_ON_WHITE ? lighter : deepen(shade, 0.18);
  return { hover, active: deepen(shade, 0.35) };
}

/**
 * A colour's antd tokens: the readable shade where text is drawn in it or white text on it (at
 * rest, hovered and pressed), and light tints of the colour itself for backgrounds and borders.
 * antd would derive those from the shade, and a darker colour gives it greyish tints (a tag's
 * background) that are also too dark for the shade's own text.
 */
function colorTokens(name: string, color: string): Record<string, string> {
  const shade = readableShade(color);
  const { hover, active } = stateShades(shade);
  return {
    [`color${name}`]: shade,
    [`color${name}Hover`]: hover,
    [`color${name}Active`]: active,
    [`color${name}Text`]: shade,
    [`color${name}TextHover`]: hover,
    [`color${name}TextActive`]: active,
    [`color${name}Bg`]: tint(color, 0.1),
    [`color${name}BgHover`]: tint(color, 0.2),
    [`color${name}Border`]: tint(color, 0.4),
    [`color${name}BorderHover`]: tint(color, 0.6),
  };
}

/** antd's link colours, which it takes from the info colour's: a link button's text on white. */
function linkTokens(infoTokens: Record<string, string>): Record<string, string> {
  return {
    colorLink: infoTokens.colorInfo,
    colorLinkHover: infoTokens.colorInfoHover,
    colorLinkActive: infoTokens.colorInfoActive,
  };
}

/** The tokens last made, with their colour: antd's static messages ask for them on every render. */
let lastTokens: { color: string; tokens: NonNullable<ThemeConfig['token']> } | null = null;

/**
 * antd's tokens for a theme colour (docs/accessibility.md "Colours"): the theme colour gives the
 * hue and is drawn at a shade that keeps text readable, so a light one such as the default
 * #409EFF is drawn darker. antd's greys for secondary text and placeholders are darkened to the
 * same end. The same object for the same colour, so that antd need not work them out again.
 */
export function themeTokens(color: string): NonNullable<ThemeConfig['token']> {
  if (lastTokens?.color !== color) {
    const info = colorTokens('Info', color);
    const tokens = {
      ...colorTokens('Primary', color),
      // links, "processing" tags and info messages take antd's info colour, not the primary one
      ...info,
      ...linkTokens(info),
      ...Object.assign({}, ...Object.entries(STATUS_COLORS).map(([name, status]) => colorTokens(name, status))),
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      motion: !prefersReducedMotion(),
    };
    lastTokens = { color, tokens };
  }
  return lastTokens.tokens;
}

/**
 * The operating system's "reduce motion" setting: dialogs, menus and messages then appear and go
 * without animating (WCAG 2.3.3). Read once at start-up, like the rest of the theme.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
