import type { ReactNode } from 'react';
import { useAccess } from '@/hooks/useAccess';
import type { Match } from '@/utils/permission';

type AccessProps = {
  children: ReactNode;
  /** any (default) or all of the listed values must be held. */
  match?: Match;
} & (
  | { permissions: string[]; roles?: never; lacks?: never }
  | { roles: string[]; permissions?: never; lacks?: never }
  /** Removed when the user HAS one of these permissions. */
  | { lacks: string[]; permissions?: never; roles?: never }
);

/** Renders its children only when the user passes the check (the element form of `hasPermi`/`hasRole`). */
export function Access(props: AccessProps) {
  const { can, is } = useAccess();
  let allowed: boolean;
  if (props.permissions) allowed = can(props.permissions, props.match);
  else if (props.roles) allowed = is(props.roles, props.match);
  else allowed = !can(props.lacks, props.match);
  return allowed ? <>{props.children}</> : null;
}
