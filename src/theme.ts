/** Spec 3 and 9: the theme colour of the layout settings defaults to #409EFF. */
export const DEFAULT_THEME_COLOR = '#409EFF';

let themeColor = DEFAULT_THEME_COLOR;

export function currentThemeColor(): string {
  return themeColor;
}

export function setCurrentThemeColor(color: string): void {
  themeColor = color;
}
