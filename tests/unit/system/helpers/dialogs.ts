import { screen, within } from '@testing-library/react';
import { visibleDialogs } from '../../helpers/feedback';

/**
 * Dialogs that are open: visible and not leaving. jsdom fires no transitionend, so a closed antd
 * Modal can stay in its leave animation (class `ant-zoom-leave`) instead of being hidden.
 */
export function openDialogs(): HTMLElement[] {
  return visibleDialogs().filter((d) => !/-leave\b/.test(d.className));
}

/** The topmost open dialog (a confirmation opens above an edit dialog). */
export function topDialog() {
  const shown = openDialogs();
  if (!shown.length) throw new Error('no dialog is open');
  return within(shown[shown.length - 1]);
}

/** The confirmation dialog asking `question`, once it shows (it may open while another closes). */
export async function questionDialog(question: string) {
  const found = await screen.findAllByText(question);
  const box = found[found.length - 1].closest('[role="dialog"]');
  if (!box) throw new Error(`"${question}" is not in a dialog`);
  return within(box as HTMLElement);
}
