// Where the school members' screens live; one edit tab per record (docs/screens/detail.md).

export const MEMBER_CLASS_LIST = '/user/member/classIndex';
export const MEMBER_TEACHER_LIST = '/user/member/teacherIndex';
export const memberClassEditPath = (classId: number | 'new') => `/user/member/classEdit/${classId}`;
export const memberTeacherEditPath = (userId: number | 'new') => `/user/member/teacherEdit/${userId}`;
