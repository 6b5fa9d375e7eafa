import type { ReactNode } from 'react';
import type { SelectProps } from 'antd';

/** antd's search settings of a Select (`showSearch={...}`). */
type SearchConfig = Exclude<NonNullable<SelectProps['showSearch']>, boolean>;

/** What a searchable option offers to a search: the label shown, or text of its own. */
export interface SearchableOption {
  label?: ReactNode;
  /** matched instead of the label, e.g. a course's titles in both languages */
  searchText?: string;
}

/**
 * Whether an option matches what the user typed: its label as shown (in the console's current
 * language) contains the typed text, ignoring case and the spaces around it. antd's own default
 * matches the option's value, a code such as "2" the user never sees.
 */
export function matchesShownText(input: string, option?: SearchableOption): boolean {
  const wanted = input.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const label = option?.label;
  const text = option?.searchText ?? (typeof label === 'string' || typeof label === 'number' ? String(label) : '');
  return text.toLocaleLowerCase().includes(wanted);
}

/** The one search rule of every searchable select: `<Select showSearch={SEARCH_BY_LABEL} />`. */
export const SEARCH_BY_LABEL: SearchConfig = { filterOption: matchesShownText };
