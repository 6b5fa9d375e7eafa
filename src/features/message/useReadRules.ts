import { useCallback } from 'react';
import { useAccess } from '@/hooks/useAccess';
import { useSessionStore } from '@/stores/session';
import { MESSAGE_PERMS } from './perms';
import type { CourseMessage } from './types';

/**
 * Who may mark a message read: a holder of the edit permission, on an unread message someone
 * else sent (the read mark tells a teacher the course team has read their feedback).
 */
export function useReadRules() {
  const { can } = useAccess();
  const userId = useSessionStore((s) => s.user?.userId);
  const mayEdit = can(MESSAGE_PERMS.edit);
  const isOwn = useCallback((row: Pick<CourseMessage, 'teacherUserId'>) => row.teacherUserId === userId, [userId]);
  const canMark = useCallback(
    (row: Pick<CourseMessage, 'teacherUserId' | 'readFlag'>) => mayEdit && row.readFlag === '0' && !isOwn(row),
    [mayEdit, isOwn],
  );
  return { canMark, isOwn };
}
