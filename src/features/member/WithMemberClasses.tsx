import type { ReactNode } from 'react';
import { ClassAreaContext } from '@/features/class';
import { MEMBER_CLASS_AREA } from './class-area';

/** Makes the class pieces inside use the school members' class calls. */
export function WithMemberClasses({ children }: { children: ReactNode }) {
  return <ClassAreaContext.Provider value={MEMBER_CLASS_AREA}>{children}</ClassAreaContext.Provider>;
}
