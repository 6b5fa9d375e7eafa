import type { PermissionTable } from '@contract/permissions';

/** The permissions of the site-config screen (`admin:siteconfig:*`). */
export const SITE_CONFIG_PERMS = {
  query: 'admin:siteconfig:query',
  edit: 'admin:siteconfig:edit',
} as const satisfies PermissionTable;
