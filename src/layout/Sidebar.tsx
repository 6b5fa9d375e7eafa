import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { resolvePage } from '@/router/resolve-page';
import { useAppStore } from '@/stores/app';
import { useRoutesStore } from '@/stores/routes';
import { openKeysFor, toMenuItems } from './menu-items';
import styles from './layout.module.css';

/** Spec 9: the sidebar is 12.5rem wide. */
export const SIDEBAR_WIDTH = '12.5rem';

export default function Sidebar() {
  const { t } = useTranslation();
  const menus = useRoutesStore((s) => s.menus);
  const pages = useRoutesStore((s) => s.pages);
  const opened = useAppStore((s) => s.sidebarOpened);
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(menus), [menus]);
  const active = resolvePage(pages, pathname)?.page.meta.activeMenu ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(menus, active) ?? []);

  return (
    <Layout.Sider width={SIDEBAR_WIDTH} collapsed={!opened} collapsedWidth={64} theme="light" className={styles.sider} trigger={null}>
      <Link to="/index" className={styles.logo} aria-label={t('home')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {opened ? <span>{t('appTitle')}</span> : null}
      </Link>
      <nav aria-label={t('mainMenu')}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[active]}
          openKeys={opened ? openKeys : undefined}
          onOpenChange={setOpenKeys}
        />
      </nav>
    </Layout.Sider>
  );
}
