import { queryKeys } from '@/api/query-keys';
import { classApi, type ClassArea } from '@/features/class';
import { MEMBER_CLASS_PERMS } from './perms';

/**
 * The school members' classes: the class calls under `/user/member/class` (the caller's own
 * school, `user:memberclass:*`), cached apart from the classes screen's.
 */
export const MEMBER_CLASS_AREA: ClassArea = {
  api: classApi('/user/member/class'),
  keys: queryKeys('member', 'class'),
  addPermission: MEMBER_CLASS_PERMS.add,
};
