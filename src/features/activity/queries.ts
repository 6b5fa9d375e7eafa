import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { activities, getActivity } from './api';

export const activityKeys = queryKeys('admin', 'activity');
/** Registrations change with their activities (a deleted activity takes its registrations along). */
export const registrationKeys = queryKeys('admin', 'activity', 'registration');

/** One activity for the editor and the detail page; disabled for a new one. */
export function useActivity(activityId: number | null) {
  return useQuery({
    queryKey: activityKeys.detail(activityId),
    queryFn: async () => (await getActivity(activityId!)).data,
    enabled: activityId !== null,
  });
}

/** Every activity as a choice by id, named in the request's language (the registrations filter). */
export function useActivityChoices() {
  return useQuery({
    queryKey: activityKeys.of('choices'),
    queryFn: async () => {
      const page = await activities.list({ pageNum: 1, pageSize: 1000, params: {} });
      return page.rows.map((a) => ({ value: a.activityId, label: a.name }));
    },
  });
}
