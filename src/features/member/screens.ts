import { defineScreens } from '@/utils/screens';
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
    {
      path: '/user/member/classEdit/:id',
      component: 'user/member/classEdit',
      titleKey: 'member:class.editTitle',
      permissions: [MEMBER_CLASS_PERMS.add, MEMBER_CLASS_PERMS.edit],
      params: { id: /^(new|\d+)$/ },
      activeMenu: MEMBER_CLASS_LIST,
    },
    {
      path: '/user/member/teacherEdit/:id',
      component: 'user/member/teacherEdit',
      titleKey: 'member:teacher.editTitle',
      permissions: [MEMBER_TEACHER_PERMS.add, MEMBER_TEACHER_PERMS.edit],
      params: { id: /^(new|\d+)$/ },
      activeMenu: MEMBER_TEACHER_LIST,
    },
  ],
});
