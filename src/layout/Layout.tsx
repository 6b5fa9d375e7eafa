import { memo, useEffect, useState, type ReactNode } from 'react';
import { FloatButton, Layout as AntLayout } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation, type NavigateFunction } from 'react-router-dom';
import { isChoiceList, onRecordsChanged } from '@/api/record-changes';
import { PathnameContext, ShellNavigateContext } from '@/hooks/shell-location';
import { SearchShortcut } from '@/features/search';
import { warmLikelyScreensWhenIdle } from '@/router/likely-screens';
import { useAppStore } from '@/stores/app';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import { useSettingsStore } from '@/stores/settings';
import { useDocumentTitle } from './document-title';
import Navbar from './Navbar';
import { useProgressWhile } from '@/hooks/route-progress';
import { useStableCallback } from '@/hooks/useStableCallback';
import Sidebar from './Sidebar';
import TagsView from './tabs/TagsView';
import { useForgetTopGroupOnExit } from './topnav/useTopMenu';
import { useCloseDrawerOnNavigation, useResponsiveShell } from './useResponsiveShell';
import styles from './layout.module.css';
import { lazyComponent } from '@/utils/lazy-component';

/** The scroll-to-top animation lasts 800 ms. */
export const BACK_TOP_DURATION_MS = 800;

function createQueryClient() {
  // The request layer already shows every failure; retrying a refused call would only repeat it.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

// Shown instead of the shell while the account must change its password (rarely: loaded then).
const PasswordChangeRequired = lazyComponent(() => import('@/features/profile/PasswordChangeRequired'));

// The drawer (colour picker and all) loads when it is first opened.
const SettingsDrawer = lazyComponent(() => import('./settings/SettingsDrawer'));

function LazySettingsDrawer() {
  const open = useSettingsStore((s) => s.showSettings);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <SettingsDrawer />;
}

/** On a phone, the layer behind the open sidebar drawer; clicking it closes the drawer. */
function DrawerOverlay() {
  const { t } = useTranslation('layout');
  const open = useAppStore((s) => s.device === 'mobile' && s.drawerOpened);
  const close = useAppStore((s) => s.closeDrawer);
  if (!open) return null;
  return <button type="button" className={styles.overlay} aria-label={t('closeMenu')} onClick={close} />;
}

// The shell's parts take no props and follow their own stores and location: the layout renders
// again on every navigation (a list's filter or page included), and they need not follow it.
const ShellSidebar = memo(Sidebar);
const ShellNavbar = memo(Navbar);
const ShellTabs = memo(TagsView);

const BackTop = memo(function BackTop() {
  const { t } = useTranslation('layout');
  return <FloatButton.BackTop duration={BACK_TOP_DURATION_MS} aria-label={t('backTop')} tooltip={t('backTop')} />;
});

/** react-router's navigate as one function for the shell's life (see hooks/shell-location.ts). */
function useStableNavigate(): NavigateFunction {
  return useStableCallback(useNavigate()) as NavigateFunction;
}

/**
 * What of the shell follows the router: the path and navigate handed to its parts, the progress
 * bar, the window title, the phone drawer. Apart, so that the shell itself (antd's layout, whose
 * every render costs its styles' work) does not render again on every click.
 */
function ShellRouting({ children }: { children: ReactNode }) {
  useDocumentTitle();
  useCloseDrawerOnNavigation();
  useProgressWhile(useNavigation().state !== 'idle');
  const { pathname } = useLocation();
  const navigate = useStableNavigate();
  return (
    <PathnameContext value={pathname}>
      <ShellNavigateContext value={navigate}>{children}</ShellNavigateContext>
    </PathnameContext>
  );
}

/** The console shell: sidebar, top bar, optional tab strip and the page of the current route. */
function Layout() {
  const [queryClient] = useState(createQueryClient);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const tagsView = useSettingsStore((s) => s.tagsView);
  useResponsiveShell();
  useForgetTopGroupOnExit();
  const menus = useRoutesStore((s) => s.menus);
  useEffect(() => warmLikelyScreensWhenIdle(menus), [menus]);
  // option lists follow records changed in this tab or another one (api/record-changes.ts)
  useEffect(
    () => onRecordsChanged(() => void queryClient.invalidateQueries({ predicate: isChoiceList })),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ShellRouting>
        <AntLayout className={styles.shell} hasSider>
          <DrawerOverlay />
          <ShellSidebar />
          <AntLayout className={styles.main}>
            <div className={fixedHeader ? styles.fixedHeader : undefined}>
              <ShellNavbar />
              {tagsView ? <ShellTabs /> : null}
            </div>
            <AntLayout.Content className={styles.content}>
              <Outlet />
            </AntLayout.Content>
          </AntLayout>
          <BackTop />
          <LazySettingsDrawer />
          <SearchShortcut />
        </AntLayout>
      </ShellRouting>
    </QueryClientProvider>
  );
}

// The router renders its route's element afresh on every navigation; with no props to change,
// memo lets the shell skip that render.
const Shell = memo(Layout);

/** The shell, or the change-password screen alone while the server asks for a new password. */
function ShellUnlessPasswordChange() {
  const mustChange = useSessionStore((s) => s.user?.passwordChangeRequired === true);
  return mustChange ? <PasswordChangeRequired /> : <Shell />;
}

export default memo(ShellUnlessPasswordChange);
