const UNITS = ['B', 'KB', 'MB', 'GB'];

/** `4.5 KB`, `1.2 MB`: bytes in the largest unit that keeps the number at least 1. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
