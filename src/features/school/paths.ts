// Where the school screens live; the editor has the school's id (or `new`) in its path, one tab per school.

export const SCHOOL_LIST_PATH = '/admin/school/index';
export const schoolEditorPath = (schoolId: number | 'new') => `/admin/school/edit/${schoolId}`;
