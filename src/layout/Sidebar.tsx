import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '@/i18n';
import { selectSidebarShown, useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { siteLogo, useSiteConfigStore, useSiteName } from '@/stores/site-config';
import { openKeysFor, toMenuItems } from './menu-items';
import { useShellMenus } from './topnav/useTopMenu';
import styles from './layout.module.css';

/**
 * The sidebar is 12.5rem wide. The root font scales with the window, so below the
 * 1920 px design width the sidebar keeps the 200 px that 12.5rem is there, to stay readable.
 */
export const SIDEBAR_WIDTH = 'max(12.5rem, 200px)';
export const COLLAPSED_WIDTH_PX = 64;

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

export default function Sidebar() {
  const { t } = useTranslation();
  const { sidebar, activePath } = useShellMenus();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const shown = useAppStore(selectSidebarShown);
  const dark = useSettingsStore((s) => s.sideTheme === 'theme-dark');
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const logo = useSiteConfigStore((s) => siteLogo(s.config));
  const siteName = useSiteName(currentLanguage(), t('appTitle'));
  const items = useMemo(() => toMenuItems(sidebar.menus, sidebar.parentPath), [sidebar.menus, sidebar.parentPath]);
  const wayTo = (path: string) => openKeysFor(sidebar.menus, path, sidebar.parentPath) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(() => wayTo(activePath));
  // A page opened from elsewhere (tab, top menu, search) opens its directory too.
  const [openedFor, setOpenedFor] = useState({ path: activePath, menus: sidebar.menus });
  if (openedFor.path !== activePath || openedFor.menus !== sidebar.menus) {
    setOpenedFor({ path: activePath, menus: sidebar.menus });
    setOpenKeys(union(openKeys, wayTo(activePath)));
  }

  // A phone's sidebar is a drawer that closes without animation: it is simply not there.
  if (mobile && !shown) return null;
  const collapsed = !mobile && !shown;
  const theme = dark ? 'dark' : 'light';
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsed={collapsed}
      collapsedWidth={COLLAPSED_WIDTH_PX}
      theme={theme}
      trigger={null}
      className={`${styles.sider} ${mobile ? styles.siderMobile : ''} ${dark ? styles.siderDark : ''}`}
    >
      {showLogo ? (
        <Link
          to="/index"
          className={styles.logo}
          // The name starts with the words on screen (speech input users say what they see).
          aria-label={collapsed ? t('home') : t('siteHome', { site: siteName })}
        >
          <img src={logo} alt="" className={styles.logoImage} />
          {collapsed ? null : <span className={styles.logoTitle}>{siteName}</span>}
        </Link>
      ) : null}
      <nav aria-label={t('mainMenu')}>
        <Menu
          mode="inline"
          theme={theme}
          items={items}
          selectedKeys={[activePath]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
        />
      </nav>
    </Layout.Sider>
  );
}
