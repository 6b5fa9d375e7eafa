import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { resolvePath } from '@/router/build-pages';
import type { MenuRoute } from '@/stores/route-types';
import { isExternal } from '@/utils/validate';
import { MenuIcon } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

function visibleChildren(menu: MenuRoute): MenuRoute[] {
  return (menu.children ?? []).filter((c) => !c.hidden);
}

function leaf(menu: MenuRoute, path: string): Item {
  const title = menu.meta?.title ?? path;
  const label = isExternal(path) ? (
    <a href={path} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <Link to={path}>{title}</Link>
  );
  return { key: path, icon: <MenuIcon name={menu.meta?.icon} />, label };
}

/**
 * The server menu as antd menu items keyed by full path. A directory with exactly one visible
 * child and no alwaysShow shows that child as a plain item.
 */
export function toMenuItems(menus: readonly MenuRoute[], parentPath = '/'): Item[] {
  const items: Item[] = [];
  for (const menu of menus) {
    if (menu.hidden) continue;
    const path = resolvePath(parentPath, menu.path);
    const children = visibleChildren(menu);
    if (children.length === 0) {
      if (!menu.children?.length) items.push(leaf(menu, path));
      continue;
    }
    if (children.length === 1 && !menu.alwaysShow) {
      items.push(...toMenuItems(children, path));
      continue;
    }
    items.push({
      key: path,
      icon: <MenuIcon name={menu.meta?.icon} />,
      label: menu.meta?.title ?? path,
      children: toMenuItems(children, path),
    });
  }
  return items;
}

/** Keys of the directories on the way to a path (to open them), or null when the menu lacks it. */
export function openKeysFor(menus: readonly MenuRoute[], target: string, parentPath = '/'): string[] | null {
  for (const menu of menus) {
    const path = resolvePath(parentPath, menu.path);
    if (path === target) return [];
    const below = menu.children ? openKeysFor(menu.children, target, path) : null;
    if (below) return [path, ...below];
  }
  return null;
}
