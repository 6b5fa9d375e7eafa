import { get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { CourseLessons, CourseMessage, FeedbackForm, MessageOptions, SendableCourse } from './types';

// The courseware message calls (docs/api.md "Courseware messages").

async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const { data } = await answer;
  if (data === undefined) throw new Error('answer without data');
  return data;
}

export function listMessages(query: ListQuery) {
  return get<PageResult<CourseMessage>>('/admin/message/list', { params: query });
}

export const getMessage = (messageId: number) => dataOf(get<ApiResult<CourseMessage>>(`/admin/message/${messageId}`));

export const getUnreadCount = () => dataOf(get<ApiResult<number>>('/admin/message/unreadCount'));

export const getMessageOptions = () => dataOf(get<ApiResult<MessageOptions>>('/admin/message/options'));

export const getSendableCourses = () => dataOf(get<ApiResult<SendableCourse[]>>('/admin/message/courses'));

export const getCourseLessons = (courseId: number) =>
  dataOf(get<ApiResult<CourseLessons>>(`/admin/message/lessons/${courseId}`));

export function markMessagesRead(messageIds: number[]) {
  return put<ApiResult>('/admin/message/read', { messageIds });
}

export function sendFeedback(form: FeedbackForm) {
  return post<ApiResult<CourseMessage>>('/admin/message', form);
}
