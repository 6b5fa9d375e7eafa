import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setReloginAction } from '@/api/relogin';
import { currentLanguage, i18n, initI18n } from '@/i18n';
import { titleWindowWithSiteName } from '@/stores/site-config';
import { hideDecorativeIcons } from '@/utils/hide-decorative-icons';
import { createAppRouter } from './router';
import './styles/global.css';

async function bootstrap() {
  await initI18n();
  // The request layer's "log in again" ends the session through the auth feature, loaded on
  // that click: the session module carries the whole table of screens, which the login page
  // does not need.
  setReloginAction(() => import('@/features/auth').then(({ logoutAndReload }) => logoutAndReload()));
  titleWindowWithSiteName(currentLanguage, () => i18n.t('appTitle'));
  // Development only, written out so that production builds drop the branch and the switch: the
  // fault switch (its panel, the address's ?mockFault=, the header on every backend call).
  if (import.meta.env.DEV) {
    const { startFaultSwitch } = await import('./dev/faults/start');
    startFaultSwitch();
  }
  // Not awaited: the stored copy shows until the backend's answer replaces it. Loaded on its own
  // so the request layer stays out of the entry (the login page's weight is budgeted).
  void import('@/features/siteconfig').then(({ loadSiteConfig }) => loadSiteConfig());
  hideDecorativeIcons();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void bootstrap();
