/** The base font size is 16px scaled by window width / 1920, the factor capped at 2. */
export const BASE_FONT_PX = 16;
export const DESIGN_WIDTH_PX = 1920;
export const MAX_FONT_FACTOR = 2;

export function baseFontSize(windowWidth: number): number {
  return BASE_FONT_PX * Math.min(windowWidth / DESIGN_WIDTH_PX, MAX_FONT_FACTOR);
}

/** Sets the root font size, which the rem-based parts of the shell (sidebar, logo) scale with. */
export function applyBaseFontSize(windowWidth: number): void {
  document.documentElement.style.fontSize = `${baseFontSize(windowWidth)}px`;
}
