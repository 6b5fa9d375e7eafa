import { resource } from '@/api/resource';
import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { MenuFilters, MenuForm, MenuRecord } from './types';

// The menu screen's calls (docs/api.md "Menus"); the request layer shows every failure.

/** Read one, save (POST or PUT) and delete; the list is not paged, so it has its own call. */
export const menus = resource<MenuRecord, MenuForm>('/system/menu', 'menuId');

export async function listMenus(filters: MenuFilters): Promise<MenuRecord[]> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return (await get<ApiResult<MenuRecord[]>>('/system/menu/list', { params })).data ?? [];
}
