// Where the library's screens live; one tab per resource (docs/screens/detail.md).

export const RESOURCE_LIST_PATH = '/user/resource/index';
export const resourceDetailPath = (resourceId: number) => `/user/resource/detail/${resourceId}`;
/** The teacher's page of one lesson (the teacher's workspace). */
export const teacherLessonPath = (lessonId: number) => `/user/teacher/detail/${lessonId}`;
