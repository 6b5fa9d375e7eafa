import type { TFunction } from 'i18next';
import { dictLabel, type DictOption } from '@/hooks/useDict';

/** What the server stores in place of a secret's value (a password, a token, a file's bytes). */
export const MASKED = '***';

/** A long text (an activity's content) is shortened in the table; the cell's title holds it whole. */
const SHOWN_LENGTH = 200;

/** A changed column's value as a person reads it. */
export function valueText(t: TFunction, value: unknown, dictionary?: readonly DictOption[]): string {
  if (value === MASKED) return t('monitor:change.hidden');
  if (value === null || value === undefined || value === '') return t('monitor:change.empty');
  if (typeof value === 'boolean') return t(value ? 'dict:common.yes' : 'dict:common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return dictionary?.length ? dictLabel(dictionary, value) : String(value);
}

export function shortened(text: string): string {
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}
