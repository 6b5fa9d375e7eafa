import { Breadcrumb, Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePathname } from '@/hooks/shell-location';
import LanguageSwitch from '@/components/LanguageSwitch';
import { NoticeBell } from '@/features/notice';
import { resolvePage } from '@/router/resolve-page';
import { selectSidebarShown, useAppStore } from '@/stores/app';
import { useRoutesStore } from '@/stores/routes';
import { useSettingsStore } from '@/stores/settings';
import { HOME_PATH } from '@/utils/navigation';
import SettingsButton from './settings/SettingsButton';
import FullScreenButton from './tools/FullScreenButton';
import RepoLinks from './tools/RepoLinks';
import SearchBox from './tools/SearchBox';
import SizeSelect from './tools/SizeSelect';
import TopMenu from './topnav/TopMenu';
import UserMenu from './UserMenu';
import styles from './layout.module.css';

/** Home (a link unless on Home), the page's ancestors, then the page as plain text. */
function useBreadcrumb() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const pages = useRoutesStore((s) => s.pages);
  const page = resolvePage(pages, pathname)?.page;
  if (!page || page.path === HOME_PATH) return [{ key: 'home', title: t('home') }];
  return [
    { key: 'home', title: <Link to={HOME_PATH}>{t('home')}</Link> },
    ...page.ancestors.map((title, i) => ({ key: `a${i}`, title })),
    { key: 'page', title: page.meta.title },
  ];
}

function PageBreadcrumb() {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <Breadcrumb items={useBreadcrumb()} />
    </nav>
  );
}

/** The top bar: sidebar toggle, breadcrumb or top menu (by the topNav setting), tools, user. */
export default function Navbar() {
  const { t } = useTranslation();
  const shown = useAppStore(selectSidebarShown);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const topNav = useSettingsStore((s) => s.topNav);
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        icon={shown ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={shown ? t('layout:collapseSidebar') : t('layout:expandSidebar')}
        aria-expanded={shown}
      />
      {topNav ? <TopMenu /> : <PageBreadcrumb />}
      <div className={styles.tools}>
        {mobile ? null : (
          <>
            <SearchBox />
            <RepoLinks />
            <FullScreenButton />
            <SizeSelect />
          </>
        )}
        <NoticeBell />
        <LanguageSwitch compact={mobile} />
        <SettingsButton />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
