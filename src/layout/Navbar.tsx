import { Breadcrumb, Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import LanguageSwitch from '@/components/LanguageSwitch';
import { resolvePage } from '@/router/resolve-page';
import { useAppStore } from '@/stores/app';
import { useRoutesStore } from '@/stores/routes';
import UserMenu from './UserMenu';
import styles from './layout.module.css';

function useBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = useRoutesStore((s) => s.pages);
  const page = resolvePage(pages, pathname)?.page;
  const home = { key: 'home', title: <Link to="/index">{t('home')}</Link> };
  if (!page || page.path === '/index') return [{ key: 'home', title: t('home') }];
  return [
    home,
    ...page.ancestors.map((title, i) => ({ key: `a${i}`, title })),
    { key: 'page', title: page.meta.title },
  ];
}

export default function Navbar() {
  const { t } = useTranslation();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const crumbs = useBreadcrumb();
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={opened ? t('layout:collapseSidebar') : t('layout:expandSidebar')}
      />
      <Breadcrumb items={crumbs} className={styles.breadcrumb} />
      <div className={styles.tools}>
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
