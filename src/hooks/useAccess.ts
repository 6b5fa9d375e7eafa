import { useCallback } from 'react';
import type { Permission } from '@contract/permissions';
import { useSessionStore } from '@/stores/session';
import { hasPermission, hasRole, passesGate, type Match, type PermissionGate } from '@/utils/permission';

/** Permission and role checks bound to the logged-in user, for code. */
export function useAccess() {
  const permissions = useSessionStore((s) => s.permissions);
  const roles = useSessionStore((s) => s.roles);
  return {
    can: useCallback(
      (wanted: Permission | readonly Permission[], match?: Match) => hasPermission(permissions, wanted, match),
      [permissions],
    ),
    /** the check of a gated control's `permission`/`match` props */
    allows: useCallback((gate: PermissionGate) => passesGate(permissions, gate), [permissions]),
    is: useCallback((wanted: string | string[], match?: Match) => hasRole(roles, wanted, match), [roles]),
  };
}
