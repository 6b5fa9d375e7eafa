import { useEffect, useState } from 'react';
import { getPublicContent } from './api';
import type { PublicContent } from './types';

export type PublicContentState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; content: PublicContent };

/**
 * One item for the public page. A plain effect, not a query: the public pages live outside the
 * console's layout and its query client (a scanned code opens one page once).
 */
export function usePublicContent(contentId: number | null): PublicContentState {
  const [state, setState] = useState<{ id: number | null; value: PublicContentState }>({
    id: null,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (contentId === null) return;
    let live = true;
    getPublicContent(contentId)
      .then((answer) => answer.data ?? Promise.reject(new Error('no content in the answer')))
      .then(
        (content) => live && setState({ id: contentId, value: { status: 'ready', content } }),
        () => live && setState({ id: contentId, value: { status: 'missing' } }),
      );
    return () => {
      live = false;
    };
  }, [contentId]);
  if (contentId === null) return { status: 'missing' };
  // An answer for another id (the address changed) is not this page's.
  return state.id === contentId ? state.value : { status: 'loading' };
}
