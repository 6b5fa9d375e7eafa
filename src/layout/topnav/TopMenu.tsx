import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePathname, useShellNavigate } from '@/hooks/shell-location';
import { useAppStore } from '@/stores/app';
import { isExternal } from '@/utils/validate';
import { MenuIcon } from '../menu-icons';
import { useWindowWidth } from '@/hooks/useWindowWidth';
import styles from '../layout.module.css';
import { splitTopItems, visibleTopCount, type TopItem } from './top-menu';
import { chooseTopGroup, useShellMenus } from './useTopMenu';

const MORE_KEY = '#more';

/**
 * The top-level menu in the top bar (topNav on). A group shows its entries in the sidebar
 * (on a phone the sidebar drawer opens with them); an item without children opens its page.
 */
export default function TopMenu() {
  const { t } = useTranslation('layout');
  const navigate = useShellNavigate();
  const pathname = usePathname();
  const { items, activeKey } = useShellMenus();
  const { shown, more } = splitTopItems(items, visibleTopCount(useWindowWidth()));

  // Items stay narrow (no icons) so that width / 3 / 85 of them fit beside the tools.
  const menuItems: MenuProps['items'] = shown.map((item) => ({ key: item.key, label: item.title }));
  const moreItems = more.map((item: TopItem) => ({
    key: item.key,
    icon: <MenuIcon name={item.icon} />,
    label: item.title,
  }));
  if (more.length > 0) menuItems.push({ key: MORE_KEY, label: t('moreMenus'), children: moreItems });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = items.find((i) => i.key === key);
    if (!item) return;
    if (item.children) {
      chooseTopGroup(item.key, pathname);
      if (useAppStore.getState().device === 'mobile') useAppStore.getState().openDrawer();
      return;
    }
    chooseTopGroup(null, pathname);
    if (isExternal(item.key)) window.open(item.key, '_blank', 'noopener,noreferrer');
    else void navigate(item.key);
  };

  return (
    <nav aria-label={t('topMenu')} className={styles.topNav}>
      <Menu
        mode="horizontal"
        items={menuItems}
        selectedKeys={activeKey ? [activeKey] : []}
        onClick={onClick}
        className={styles.topMenu}
      />
    </nav>
  );
}
