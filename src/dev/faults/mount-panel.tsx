import { createRoot } from 'react-dom/client';
import { i18n } from '@/i18n';
import en from '@/locales/en/mockFault.json';
import zh from '@/locales/zh/mockFault.json';
import FaultPanel from './FaultPanel';

/**
 * Puts the fault switch on every page in development (and, while it lasts, the demo build), the
 * login page included, in a root of its own: it lives outside the app and the router, and needs
 * neither antd nor the console.
 */
export function mountFaultPanel(): void {
  // The console's messages load only after login; the panel's come with it.
  i18n.addResourceBundle('zh', 'mockFault', zh, true, false);
  i18n.addResourceBundle('en', 'mockFault', en, true, false);
  const host = document.createElement('div');
  host.id = 'dev-fault-switch';
  document.body.append(host);
  createRoot(host).render(<FaultPanel />);
}
