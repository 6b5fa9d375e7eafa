import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { listMenus } from './api';
import type { MenuFilters } from './types';

export const menuKeys = queryKeys('system', 'menu');

/** Every entry matching the filters, flat; the screen builds the tree (./menu-tree.ts). */
export function useMenuList(filters: MenuFilters) {
  return useQuery({ queryKey: menuKeys.list(filters), queryFn: () => listMenus(filters) });
}
