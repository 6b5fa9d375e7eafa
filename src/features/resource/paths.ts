// Where the library's screens live; one tab per resource (docs/screens/detail.md).

export const RESOURCE_LIST_PATH = '/user/resource/index';
export const resourceDetailPath = (resourceId: number) => `/user/resource/detail/${resourceId}`;
/** The teacher's page of one lesson comes from the teacher's workspace, which owns it. */
export { teacherLessonPath } from '@/features/teacher';
