import { useQueries } from '@tanstack/react-query';
import { dictKeys, fetchDict, type DictOption } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import type { RecordChange } from '../types';
import { fieldDictionary } from './field-labels';

/** The dictionaries the given changes' columns need, by type (shared with every screen's cache). */
export function useChangeDictionaries(changes: readonly RecordChange[]): Record<string, DictOption[]> {
  const types = [
    ...new Set(
      changes.flatMap((change) =>
        Object.keys(change.changes).flatMap((column) => fieldDictionary(change.tableName, column) ?? []),
      ),
    ),
  ].sort();
  const language = currentLanguage();
  const answers = useQueries({
    queries: types.map((type) => ({
      queryKey: dictKeys.of(type, language),
      queryFn: () => fetchDict(type),
      staleTime: Infinity,
    })),
  });
  return Object.fromEntries(types.map((type, i) => [type, answers[i].data ?? []]));
}
