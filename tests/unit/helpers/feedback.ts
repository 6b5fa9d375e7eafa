import { Modal } from 'antd';
import { screen } from '@testing-library/react';
import { resetRecentMessages } from '@/api/recent-messages';
import { resetRelogin } from '@/api/relogin';
import { resetRepeatSubmit } from '@/api/repeat-submit';

function shown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** Dialogs a user can see: jsdom runs no close animation, so closed ones stay in the DOM hidden. */
export function visibleDialogs(): HTMLElement[] {
  return screen.queryAllByRole('dialog').filter(shown);
}

/**
 * Clears dialogs and the request layer's flags between tests. Messages are left to expire:
 * calling antd's message.destroy() before the first message silences every later one.
 */
export function resetFeedback(): void {
  Modal.destroyAll();
  resetRelogin();
  resetRepeatSubmit();
  resetRecentMessages();
}
