import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/contrast';
import { PRESET_THEME_COLORS, themeTokens } from '@/theme';

// antd draws a control's hover and pressed states in colours it derives from the theme's tokens:
// a primary or danger button's background under white text, a link's or a tab's text on white.
// Each state must stay readable (WCAG 1.4.3 applies to every state the page can be in), not only
// the resting colour: a button left under the mouse is measured in its hover colour.

const NAMES = ['Primary', 'Info', 'Success', 'Warning', 'Error'] as const;

/** The tokens antd draws text in, or white text on. */
const STATE_TOKENS = NAMES.flatMap((name) =>
  ['', 'Hover', 'Active', 'Text', 'TextHover', 'TextActive'].map((state) => `color${name}${state}`),
).concat(['colorLink', 'colorLinkHover', 'colorLinkActive']);

/** The whole token set antd works out from the console's theme, as its components read it. */
const derived = (preset: string) =>
  theme.getDesignToken({ token: themeTokens(preset) }) as unknown as Record<string, string>;

describe('theme colours in every state', () => {
  it.each(PRESET_THEME_COLORS)(
    '%s: resting, hover and pressed shades are readable on white and under white text',
    (preset) => {
      const tokens = derived(preset);
      const unreadable = STATE_TOKENS.map((name) => ({
        name,
        color: tokens[name],
        ratio: contrastRatio(tokens[name], '#ffffff'),
      }))
        .filter(({ ratio }) => !(ratio >= 4.5))
        .map(({ name, color, ratio }) => `${name} ${color} ${ratio.toFixed(2)}:1`);
      expect(unreadable).toEqual([]);
    },
  );

  it.each(PRESET_THEME_COLORS)('%s: text in a hover or pressed shade is readable on its own light tint', (preset) => {
    const tokens = derived(preset);
    const unreadable = NAMES.flatMap((name) =>
      ['TextHover', 'TextActive'].map((state) => {
        const text = tokens[`color${name}${state}`];
        const background = tokens[`color${name}Bg`];
        return { what: `color${name}${state} ${text} on ${background}`, ratio: contrastRatio(text, background) };
      }),
    )
      .filter(({ ratio }) => !(ratio >= 4.5))
      .map(({ what, ratio }) => `${what} ${ratio.toFixed(2)}:1`);
    expect(unreadable).toEqual([]);
  });

  it.each(PRESET_THEME_COLORS)('%s: hover and pressed look different from the resting colour', (preset) => {
    const tokens = derived(preset);
    for (const name of [...NAMES, 'Link']) {
      const [resting, hover, active] = ['', 'Hover', 'Active'].map((state) => tokens[`color${name}${state}`]);
      expect(new Set([resting, hover, active]).size, `color${name}: ${resting} ${hover} ${active}`).toBe(3);
    }
  });
});
