import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_ON_WHITE, readableShade, tint } from '@/contrast';
import { PRESET_THEME_COLORS, themeTokens } from '@/theme';

describe('contrast', () => {
  it('measures the WCAG ratio both ways round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', '#fff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#777', '#777')).toBe(1);
    expect(contrastRatio('blue', '#fff')).toBeNaN();
  });

  it('keeps a colour that is readable already', () => {
    expect(readableShade('#304156')).toBe('#304156');
    expect(readableShade('#212121')).toBe('#212121');
  });

  it('darkens a light colour just enough, keeping its hue', () => {
    const shade = readableShade('#409EFF');
    const ratio = contrastRatio(shade, '#ffffff');
    expect(ratio).toBeGreaterThanOrEqual(READABLE_ON_WHITE);
    expect(ratio).toBeLessThan(READABLE_ON_WHITE + 0.1);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shade.slice(i, i + 2), 16));
    // #409EFF is 64:158:255; a shade of it keeps those proportions (within rounding).
    expect(r / b).toBeCloseTo(64 / 255, 1);
    expect(g / b).toBeCloseTo(158 / 255, 1);
  });

  it('leaves what is not a hex colour alone', () => {
    expect(readableShade('rebeccapurple')).toBe('rebeccapurple');
  });

  it('mixes a colour with white for its tints', () => {
    expect(tint('#409EFF', 0.1)).toBe('#ecf5ff');
    expect(tint('#000000', 0)).toBe('#ffffff');
    expect(tint('#123456', 1)).toBe('#123456');
  });

  it('draws text in every preset and status colour readably, on white and on its own tint', () => {
    for (const preset of PRESET_THEME_COLORS) {
      const tokens = themeTokens(preset) as Record<string, string>;
      for (const name of ['Primary', 'Info', 'Success', 'Warning', 'Error']) {
        const text = tokens[`color${name}`];
        for (const background of ['#ffffff', tokens[`color${name}Bg`]]) {
          expect(contrastRatio(text, background), `${preset} ${name}: ${text} on ${background}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    }
  });

  it('keeps the light tints of the colour picked, not of its darker shade', () => {
    expect(themeTokens('#409EFF').colorPrimaryBg).toBe('#ecf5ff');
  });
});
