import { i18n } from '@/i18n';
import { unsavedWarning } from '@/stores/unsaved';
import { feedback } from './feedback';

/** One "session expired" dialog at a time, however many calls fail with 401 together. */
let open = false;

/**
 * What "log in again" does. main.tsx sets it at start (the auth feature's logout), so the request
 * layer never imports the feature that itself calls the request layer.
 */
let reloginAction: () => Promise<void> = async () => {
  window.location.reload();
};

export function setReloginAction(action: () => Promise<void>): void {
  reloginAction = action;
}

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
    onOk: () => reloginAction(),
    onCancel: () => {
      open = false;
    },
  });
}

/** For tests: forget an open dialog. */
export function resetRelogin(): void {
  open = false;
}
