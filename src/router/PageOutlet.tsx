import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRoutesStore } from '@/stores/routes';
import PageLoading from '@/components/PageLoading';
import PageErrorBoundary from '@/features/errors/PageErrorBoundary';
import PageMissing from '@/features/errors/PageMissing';
import InnerLinkFrame from '@/layout/InnerLinkFrame';
import { CurrentPageContext } from './current-page';
import { INNER_LINK } from './build-pages';
import { hasScreen } from './page-registry';
import { RouteScreen } from './RouteScreen';
import { missingPageTarget } from './known-screens';
import { resolvePage } from './resolve-page';

/**
 * Renders the screen of the current location inside the shell; a screen the role lacks goes to
 * /401, an address that is nobody's screen to /404.
 */
export default function PageOutlet() {
  const { pathname } = useLocation();
  const pages = useRoutesStore((s) => s.pages);
  // Bumped by "retry": a new boundary, and with it a new RouteScreen that imports the screen again.
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);
  const retry = useCallback(() => {
    failed.current = false;
    setAttempt((n) => n + 1);
  }, []);
  // A kept-alive tab that shows the error page tries again when the user comes back to it
  // (its effects run again when it becomes visible).
  useEffect(() => {
    if (failed.current) retry();
  }, [retry]);
  const resolved = resolvePage(pages, pathname);
  if (!resolved) return <Navigate to={missingPageTarget(pathname)} replace />;
  const { component, meta } = resolved.page;
  let content;
  if (component === INNER_LINK) {
    content = <InnerLinkFrame src={meta.link ?? ''} title={meta.title ?? ''} />;
  } else {
    content = hasScreen(component) ? <RouteScreen name={component} /> : <PageMissing name={component} />;
  }
  return (
    <CurrentPageContext.Provider value={resolved}>
      <PageErrorBoundary
        key={`${pathname}#${attempt}`}
        onRetry={retry}
        onError={() => {
          failed.current = true;
        }}
      >
        <Suspense fallback={<PageLoading />}>{content}</Suspense>
      </PageErrorBoundary>
    </CurrentPageContext.Provider>
  );
}
