import { useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { useListAction } from '@/hooks/useListAction';
import {
  getCourseLessons,
  getMessage,
  getMessageOptions,
  getSendableCourses,
  getUnreadCount,
  markMessagesRead,
  sendFeedback,
} from './api';

/**
 * Every message query lives under `['message']`: marking read or sending invalidates `all`, so
 * the lists, the filter choices and the header's unread count refresh together.
 */
export const messageKeys = queryKeys('message');

/** The header's unread count: asked again when the live stream says it moved (src/features/notice). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: messageKeys.of('unreadCount'), queryFn: getUnreadCount, enabled });
}

export function useMessage(messageId: number | null) {
  return useQuery({
    queryKey: messageKeys.detail(messageId),
    queryFn: () => getMessage(messageId ?? 0),
    enabled: messageId !== null,
  });
}

export function useMessageOptions() {
  return useQuery({ queryKey: messageKeys.of('options'), queryFn: getMessageOptions, meta: CHOICE_LIST });
}

export function useSendableCourses(enabled = true) {
  return useQuery({ queryKey: messageKeys.of('sendableCourses'), queryFn: getSendableCourses, enabled });
}

export function useCourseLessons(courseId: number | null) {
  return useQuery({
    queryKey: messageKeys.of('lessons', courseId),
    queryFn: () => getCourseLessons(courseId!),
    enabled: courseId !== null,
  });
}

/** Marks messages read; says so and refreshes every message query. Resolves false on failure. */
export function useMarkRead() {
  const { t } = useTranslation('message');
  return useListAction(messageKeys.all, markMessagesRead, t('read.done'));
}

export function useSendFeedback() {
  const { t } = useTranslation('message');
  return useListAction(messageKeys.all, sendFeedback, t('send.done'));
}
