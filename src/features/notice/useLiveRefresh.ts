import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '@/features/message';
import { listenLive } from './live-events';
import { noticeKeys } from './queries';

/**
 * Asks again for the bell's notices or unread messages when the live stream says they moved, and
 * for both whenever the stream (re)opens: no polling.
 */
export function useLiveRefresh() {
  const client = useQueryClient();
  useEffect(
    () =>
      listenLive((kind) => {
        if (kind !== 'message') void client.invalidateQueries({ queryKey: noticeKeys.of('mine') });
        if (kind !== 'notice') void client.invalidateQueries({ queryKey: messageKeys.of('unreadCount') });
      }),
    [client],
  );
}
