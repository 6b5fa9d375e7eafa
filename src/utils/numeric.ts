/**
 * The numeric check: an optional sign, an integer part without leading zeros (a lone 0 is
 * fine) and an optional decimal part. '+1.5', '-0.25', '10' pass; '01', '1.', '.5', '' do not.
 */
export function isNumeric(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(String(value).trim());
}
