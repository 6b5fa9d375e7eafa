import { i18n } from '@/i18n';
import { unsavedWarning } from '@/stores/unsaved';
import { feedback } from './feedback';

/** One "session expired" dialog at a time, however many calls fail with 401 together. */
let open = false;

export function isReloginOpen(): boolean {
  return open;
}

export function showReloginDialog(): void {
  if (open) return;
  open = true;
  void feedback.confirm({
    title: i18n.t('common:systemPrompt'),
    // Logging in again reloads the app: say so once when typed input would go with it.
    content: [i18n.t('request:sessionExpired'), unsavedWarning()].filter(Boolean).join(' '),
    okText: i18n.t('request:relogin'),
    cancelText: i18n.t('common:cancel'),
    type: 'warning',
    onOk: async () => {
      // Loaded on demand: the session module itself depends on the request layer.
      const { logoutAndReload } = await import('@/features/auth/session');
      await logoutAndReload();
    },
    onCancel: () => {
      open = false;
    },
  });
}

/** For tests: forget an open dialog. */
export function resetRelogin(): void {
  open = false;
}
