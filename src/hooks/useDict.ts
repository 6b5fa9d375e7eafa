import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import { currentLanguage } from '@/i18n';

export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** A dictionary entry: label in the request's language, value, tag colour and CSS class. */
export interface DictOption {
  dictLabel: string;
  dictValue: string;
  listClass?: ListClass | string;
  cssClass?: string;
  dictCode?: number;
  dictSort?: number;
  isDefault?: string;
}

const NONE: DictOption[] = [];

/** Every dictionary's entries; one type in one language is `dictKeys.of(type, language)`. */
export const dictKeys = queryKeys('dict');

/** GET /system/dict/data/type/{type}; no data gives [] and a console warning. */
export async function fetchDict(type: string): Promise<DictOption[]> {
  const answer = await get<ApiResult<DictOption[]>>(`/system/dict/data/type/${encodeURIComponent(type)}`);
  const rows = Array.isArray(answer.data) ? answer.data : [];
  if (rows.length === 0) console.warn(`[dict] the dictionary "${type}" has no data`);
  return rows;
}

/**
 * The entries of a dictionary type, fetched once per type and language and shared by every
 * screen (TanStack Query cache). Until they arrive, and when the call fails, the list is empty.
 */
export function useDict(type: string): DictOption[] {
  const { data } = useQuery({
    queryKey: dictKeys.of(type, currentLanguage()),
    queryFn: () => fetchDict(type),
    staleTime: Infinity,
  });
  return data ?? NONE;
}

/** Select options from dictionary entries. */
export function dictSelectOptions(options: readonly DictOption[]) {
  return options.map((o) => ({ label: o.dictLabel, value: o.dictValue }));
}

/** A value's label (the value itself when the dictionary has no such entry): exports, imports. */
export function dictLabel(options: readonly DictOption[], value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return options.find((o) => String(o.dictValue) === text)?.dictLabel ?? text;
}
