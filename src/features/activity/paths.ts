// Where the activity screens live; one tab per activity (docs/screens/detail.md).

export const ACTIVITY_LIST_PATH = '/admin/activity/index';
export const activityEditPath = (activityId: number | 'new') => `/admin/activity/edit/${activityId}`;
export const activityDetailPath = (activityId: number) => `/admin/activity/detail/${activityId}`;
