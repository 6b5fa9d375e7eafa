import { QueryClient, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { currentLanguage } from '@/i18n';
import { getPublicActivity, listPublicActivities, listPublicBanners, listPublicContents } from './api';

/**
 * The website's own query client: the public pages live outside the console's layout (and its
 * client). One visit, so no retries that would hold a refusal back.
 */
export const websiteQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const websiteKeys = queryKeys('website');
// the page switches language in place: each language's answers are cached apart
const key = (...parts: unknown[]) => websiteKeys.of(currentLanguage(), ...parts);

export const useBanners = () =>
  useQuery({ queryKey: key('banners'), queryFn: async () => (await listPublicBanners()).data ?? [] });

export const useActivities = () =>
  useQuery({ queryKey: key('activities'), queryFn: async () => (await listPublicActivities()).rows });

export const useActivity = (activityId: number | null) =>
  useQuery({
    queryKey: key('activity', activityId),
    queryFn: async () => (await getPublicActivity(activityId ?? 0)).data,
    enabled: activityId !== null,
  });

export const useContents = () =>
  useQuery({ queryKey: key('contents'), queryFn: async () => (await listPublicContents()).rows });

/** After a registration: the counts on the list and the activity change. */
export const refreshActivities = () => websiteQueryClient.invalidateQueries({ queryKey: key('activities') });
