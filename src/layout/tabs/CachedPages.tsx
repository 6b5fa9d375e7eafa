import { Activity, memo, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { PageKeyContext } from '@/hooks/usePageKey';
import PageOutlet from '@/router/PageOutlet';
import { missingPageTarget } from '@/router/known-screens';
import { resolvePage } from '@/router/resolve-page';
import { useRoutesStore } from '@/stores/routes';
import { useTabsStore } from '@/stores/tabs';
import { installUnloadGuard } from '@/stores/unsaved';
import { tabKeyFor } from './tab-key';
import { pinnedTabs } from '@/stores/tab-model';

/**
 * Renders one page at its own address, so a hidden page keeps reading its own location.
 * Memoised: the tab strip's store changes after every navigation (a list's filter or page
 * included), and the page, a whole table, must not render again for it.
 */
const PageAt = memo(function PageAt({ location }: { location: Location }) {
  return (
    <Routes location={location}>
      <Route path="*" element={<PageOutlet />} />
    </Routes>
  );
});

/** Keeps each tab's window scroll position; a page opened for the first time starts at the top. */
function useScrollPerTab(activeKey: string) {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);
  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    current.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
}

/**
 * The page area of the shell: the page on screen plus the kept-alive pages of other tabs,
 * hidden with React's Activity so their state survives while their effects (and polling) stop.
 */
export default function CachedPages() {
  const location = useLocation();
  const pages = useRoutesStore((s) => s.pages);
  const cache = useTabsStore((s) => s.cache);
  const locations = useTabsStore((s) => s.locations);
  const generation = useTabsStore((s) => s.generation);
  const resolved = resolvePage(pages, location.pathname);
  const activeKey = resolved ? tabKeyFor(resolved.page, location.pathname, location.search) : '';
  const page = resolved?.page;

  useEffect(() => installUnloadGuard(), []);
  useEffect(() => {
    useTabsStore.getState().pin(pinnedTabs(pages));
    // Tabs restored after a reload take their titles from the pages, in the language now in
    // force; a tab whose page this user no longer has goes.
    if (pages.length) useTabsStore.getState().retitle((tab) => resolvePage(pages, tab.path)?.page.meta.title ?? null);
  }, [pages]);
  useEffect(() => {
    if (!page) return;
    useTabsStore.getState().open(
      {
        key: activeKey,
        path: location.pathname,
        fullPath: location.pathname + location.search,
        title: page.meta.title ?? '',
        affix: !!page.meta.affix,
        noCache: !!page.meta.noCache,
      },
      location,
    );
  }, [page, activeKey, location]);
  useScrollPerTab(activeKey);

  if (!resolved) return <Navigate to={missingPageTarget(location.pathname)} replace />;
  const keys = cache.includes(activeKey) ? cache : [...cache, activeKey];
  return keys.map((key) => {
    const active = key === activeKey;
    const at = active ? location : locations[key];
    if (!at) return null;
    return (
      <Activity key={`${key}#${generation[key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <PageKeyContext value={key}>
          <PageAt location={at} />
        </PageKeyContext>
      </Activity>
    );
  });
}
