import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { useClosePage } from '@/hooks/useClosePage';
import type { LocalDraft } from '@/hooks/useLocalDraft';

/**
 * The save of an edit page: sends the record, says 新增成功/修改成功, forgets the page's local
 * draft, refreshes what is cached under `key` and closes the page for its list. A refused save
 * keeps the page, what was typed and its draft (the request layer showed the server's message).
 */
export function useSaveAndClose(key: QueryKey, listPath: string) {
  const { t } = useTranslation('widgets');
  const closePage = useClosePage();
  const queryClient = useQueryClient();
  return useCallback(
    async (send: () => Promise<unknown>, isNew: boolean, draft: LocalDraft) => {
      try {
        await send();
      } catch {
        return;
      }
      await draft.saved();
      void feedback.success(t(isNew ? 'list.added' : 'list.edited'));
      await queryClient.invalidateQueries({ queryKey: key });
      await closePage(listPath, { saved: true });
    },
    [t, closePage, queryClient, key, listPath],
  );
}
