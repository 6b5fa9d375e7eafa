import type { Permission } from '@contract/permissions';
import { createContext, useContext } from 'react';
import { queryKeys, type QueryKeys } from '@/api/query-keys';
import { classApi, type ClassApi } from './api';
import { CLASS_PERMS } from './perms';

/**
 * Which class calls the class pieces (queries, roster import, detail) use, and under which cache
 * keys: the classes screen's by default; the school members' screens provide their own area
 * (`/user/member/class`) so the same pieces serve them.
 */
export interface ClassArea {
  api: ClassApi;
  keys: QueryKeys;
  /** who may add a class here, and so a school's new teacher from the class form */
  addPermission: Permission;
}

export const ADMIN_CLASS_AREA: ClassArea = {
  api: classApi('/admin/class'),
  keys: queryKeys('admin', 'class'),
  addPermission: CLASS_PERMS.add,
};

export const ClassAreaContext = createContext<ClassArea>(ADMIN_CLASS_AREA);

export const useClassArea = () => useContext(ClassAreaContext);
