import type { ReactNode } from 'react';
import type { Permission } from '@contract/permissions';
import { useAccess } from '@/hooks/useAccess';
import type { Match } from '@/utils/permission';

type AccessProps = {
  children: ReactNode;
  /** any (default) or all of the listed values must be held. */
  match?: Match;
} & (
  | { permission: Permission | readonly Permission[]; roles?: never; lacks?: never }
  | { roles: string[]; permission?: never; lacks?: never }
  /** Removed when the user HAS one of these permissions. */
  | { lacks: Permission[]; permission?: never; roles?: never }
);

/**
 * Renders its children only when the user passes the check (the element form of `hasPermi`/`hasRole`).
 * `permission` and `match` are the same props as on the list kit's toolbar buttons and row actions.
 */
export function Access(props: AccessProps) {
  const { allows, can, is } = useAccess();
  let allowed: boolean;
  if (props.permission !== undefined) allowed = allows({ permission: props.permission, match: props.match });
  else if (props.roles !== undefined) allowed = is(props.roles, props.match);
  else allowed = !can(props.lacks, props.match);
  return allowed ? <>{props.children}</> : null;
}
