import { i18n } from '@/i18n';
import { useRoutesStore } from '@/stores/routes';
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

/**
 * Only a console whose session is loaded asks to log in again. Before that the guard is loading
 * the session, and after it has cleared it the guard has sent the user to the login page with its
 * message: a 401 answering then, in whatever order, is that same expired session, not a second one.
 */
function sessionOnScreen(): boolean {
  return useRoutesStore.getState().loaded;
}

export function showReloginDialog(): void {
  if (open || !sessionOnScreen()) return;
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
