import { defineScreens, recordPage } from '@/utils/screens';
import { MEMBER_CLASS_LIST, MEMBER_TEACHER_LIST } from './paths';
import { MEMBER_CLASS_PERMS, MEMBER_TEACHER_PERMS } from './perms';

// A school's own classes and teachers, managed by its administrators and principals. The edit
// pages have the record's id (or `new`) in the path, one tab per record.
export default defineScreens({
  screens: {
    'user/member/classIndex': () => import('./MemberClassPage'),
    'user/member/classEdit': () => import('./MemberClassEditPage'),
    'user/member/teacherIndex': () => import('./MemberTeacherPage'),
    'user/member/teacherEdit': () => import('./MemberTeacherEditPage'),
  },
  pages: [
    recordPage(
      '/user/member/classEdit/:id',
      'member:class.editTitle',
      [MEMBER_CLASS_PERMS.add, MEMBER_CLASS_PERMS.edit],
      MEMBER_CLASS_LIST,
      { creates: true },
    ),
    recordPage(
      '/user/member/teacherEdit/:id',
      'member:teacher.editTitle',
      [MEMBER_TEACHER_PERMS.add, MEMBER_TEACHER_PERMS.edit],
      MEMBER_TEACHER_LIST,
      { creates: true },
    ),
  ],
});
