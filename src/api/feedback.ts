import type { ModalFuncProps } from 'antd';
import { claimMessage } from './recent-messages';

/**
 * Messages, notifications and dialogs raised from anywhere, the request layer included.
 * antd's message, notification and modal code loads on first use, so the login page
 * does not pay for it until something has to be said.
 */
type Impl = typeof import('./feedback-impl');

let loading: Promise<Impl> | null = null;
function impl(): Promise<Impl> {
  loading ??= import('./feedback-impl');
  return loading;
}

/** Errors and notifications stay five seconds (antd counts in seconds). */
export const ERROR_DURATION_S = 5;

/** The same error text within its display time is shown once. */
const isNew = (content: string) => claimMessage(content, ERROR_DURATION_S * 1000);

export const feedback = {
  error(content: string): Promise<void> {
    if (!isNew(content)) return Promise.resolve();
    return impl().then(({ message }) => void message.error({ content, duration: ERROR_DURATION_S }));
  },
  warning(content: string): Promise<void> {
    if (!isNew(content)) return Promise.resolve();
    return impl().then(({ message }) => void message.warning({ content, duration: ERROR_DURATION_S }));
  },
  success(content: string): Promise<void> {
    return impl().then(({ message }) => void message.success(content));
  },
  /** A message that stays until `done(key)`; used while a download runs. */
  loading(content: string, key: string): Promise<void> {
    return impl().then(({ message }) => void message.loading({ content, key, duration: 0 }));
  },
  replaceWithError(key: string, content: string): Promise<void> {
    return impl().then(({ message }) => void message.error({ content, key, duration: ERROR_DURATION_S }));
  },
  done(key: string): Promise<void> {
    return impl().then(({ message }) => message.destroy(key));
  },
  notifyError(title: string): Promise<void> {
    if (!isNew(title)) return Promise.resolve();
    return impl().then(({ notification }) => notification.error({ title, duration: ERROR_DURATION_S }));
  },
  confirm(props: ModalFuncProps): Promise<void> {
    return impl().then(({ Modal }) => void Modal.confirm(props));
  },
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  ask(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
    return new Promise((resolve) => {
      void feedback.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
    });
  },
};
