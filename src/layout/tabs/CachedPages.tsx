import { Activity, memo, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Navigate,
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
} from 'react-router-dom';
import { PageKeyContext } from '@/hooks/usePageKey';
import PageOutlet from '@/router/PageOutlet';
import { missingPageTarget } from '@/router/known-screens';
import { resolvePage } from '@/router/resolve-page';
import { useRoutesStore } from '@/stores/routes';
import { sameAddress, useTabsStore } from '@/stores/tabs';
import { installUnloadGuard } from '@/stores/unsaved';
import { tabKeyFor } from './tab-key';
import { useDropQueriesOfLeftPages, usePageQueryKeeper } from './page-queries';
import { pinnedTabs, type VisitedTab } from '@/stores/tab-model';

type RouteContextValue = React.ContextType<typeof RouteContext>;

/**
 * Renders one page at its own address, so a hidden page keeps reading its own location.
 * Memoised: the tab strip's store changes after every navigation (a list's filter or page
 * included), and the page, a whole table, must not render again for it. react-router's own
 * location and route contexts change with every navigation too, and `<Routes>` reads both: left
 * to them, every kept page (hidden ones included) would render again in full on every click.
 * So each page reads them from here, where they change only with its own address.
 */
const PageAt = memo(function PageAt({ location, route }: { location: Location; route: RouteContextValue }) {
  const here = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <RouteContext value={route}>
      <LocationContext value={here}>
        <Routes location={location}>
          <Route path="*" element={<PageOutlet />} />
        </Routes>
      </LocationContext>
    </RouteContext>
  );
});

const isKept = (key: string) => useTabsStore.getState().cache.includes(key);

/** Holds the page's queries while it is hidden (see page-queries.ts). */
function PageQueryKeeper({ pageKey }: { pageKey: string }) {
  usePageQueryKeeper(pageKey, isKept);
  return null;
}

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
 * `keys` in the order of their tabs in the strip (a page whose tab is not there yet goes last).
 * The page cache orders them by last use, and rendering them in that order would make React move
 * the DOM of the page shown again, a whole screen, to the end of the page area on every tab switch.
 */
function inStripOrder(keys: readonly string[], tabs: readonly VisitedTab[]): string[] {
  const position = new Map(tabs.map((tab, index) => [tab.key, index]));
  const of = (key: string) => position.get(key) ?? tabs.length;
  return [...keys].sort((a, b) => of(a) - of(b));
}

/**
 * The page area of the shell: the page on screen plus the kept-alive pages of other tabs,
 * hidden with React's Activity so their state survives while their effects (and polling) stop.
 */
export default function CachedPages() {
  const location = useLocation();
  const pages = useRoutesStore((s) => s.pages);
  const cache = useTabsStore((s) => s.cache);
  const tabs = useTabsStore((s) => s.tabs);
  const locations = useTabsStore((s) => s.locations);
  const generation = useTabsStore((s) => s.generation);
  // The catch-all route the pages live under: the same route for every page and every address
  // (only its splat differs, which each page's <Routes> matches again), so its first value serves.
  const [route] = useState<RouteContextValue>(useContext(RouteContext));
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
  const keys = inStripOrder(cache.includes(activeKey) ? cache : [...cache, activeKey], tabs);
  useDropQueriesOfLeftPages(keys);

  if (!resolved) return <Navigate to={missingPageTarget(location.pathname)} replace />;
  return keys.map((key) => {
    const active = key === activeKey;
    // The page's kept location while the address is the same, so that showing it again (a click
    // on its tab makes a new location) does not render it again.
    const kept = locations[key];
    const at = active ? (sameAddress(kept, location) ? kept : location) : kept;
    if (!at) return null;
    return (
      <Activity key={`${key}#${generation[key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <PageQueryKeeper pageKey={key} />
        <PageKeyContext value={key}>
          <PageAt location={at} route={route} />
        </PageKeyContext>
      </Activity>
    );
  });
}
