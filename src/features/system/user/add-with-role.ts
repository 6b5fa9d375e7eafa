import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '@/hooks/useAccess';
import { USER_PERMS } from './perms';
import { useUserDetail } from './queries';

// A link from an empty list elsewhere (the school editor's business developers) opens the users
// screen's Add dialog with the role such a record needs already chosen: `?addRole=<roleKey>`.

const ADD_ROLE = 'addRole';

/** The users screen's address that opens Add with the role of `roleKey` chosen. */
export const addUserWithRolePath = (roleKey: string) => `/system/user/index?${ADD_ROLE}=${encodeURIComponent(roleKey)}`;

/**
 * Opens Add once the roles are known when the address asks for it (and the user may add), then
 * drops the parameter so that a reload or a return to the tab does not open it again. Answers the
 * roles the next new user starts with; `openAdd` is the Add button's, with no role chosen.
 */
export function useAddWithRole(openCreate: () => void) {
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const asked = can(USER_PERMS.add) ? params.get(ADD_ROLE) : null;
  const choices = useUserDetail(null, asked !== null);
  const [newRoleIds, setNewRoleIds] = useState<number[]>([]);
  // the role asked for whose dialog is open (its parameter about to go); null once it has gone
  const [opened, setOpened] = useState<string | null>(null);
  if (asked === null && opened !== null) setOpened(null);
  if (asked !== null && choices.data && opened !== asked) {
    setOpened(asked);
    const role = choices.data.roles.find((r) => r.roleKey === asked && r.status === '0');
    setNewRoleIds(role ? [role.roleId] : []);
    openCreate();
  }
  const dropParam = asked !== null && opened === asked;
  useEffect(() => {
    if (!dropParam) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ADD_ROLE);
        return next;
      },
      { replace: true },
    );
  }, [dropParam, setParams]);
  const openAdd = () => {
    setNewRoleIds([]);
    openCreate();
  };
  return { newRoleIds, openAdd };
}
