import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getMyNotices } from './api';

/** Every notice query lives under `['notice']`: a save or a reading refreshes the screen and the bell together. */
export const noticeKeys = queryKeys('notice');

/** The caller's unread notices: asked once, then again whenever the live stream says so. */
export function useMyNotices() {
  return useQuery({ queryKey: noticeKeys.of('mine'), queryFn: getMyNotices });
}
