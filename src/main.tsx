import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerRelogin } from '@/features/auth';
import { currentLanguage, i18n, initI18n } from '@/i18n';
import { storedSiteName } from '@/utils/document-title';
import { hideDecorativeIcons } from '@/utils/hide-decorative-icons';
import { createAppRouter } from './router';
import './styles/global.css';

async function bootstrap() {
  await initI18n();
  registerRelogin();
  document.title = storedSiteName(currentLanguage()) ?? i18n.t('appTitle');
  // Written out (not via env.ts) so the bundler drops the branch, and the mock, from real builds.
  if (import.meta.env.VITE_APP_MOCK === 'true') {
    const { startMockWorker } = await import('../mock/browser');
    await startMockWorker();
  }
  hideDecorativeIcons();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void bootstrap();
