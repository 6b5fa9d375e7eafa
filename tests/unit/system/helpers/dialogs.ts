import { waitFor, within } from '@testing-library/react';
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

/**
 * The open confirmation dialog asking `question`. An answered one asking the same lingers in its
 * leave animation (see openDialogs), so it waits for one that is not leaving: taking the first
 * match could pick the old one, whose buttons never take the pointer again.
 */
export async function questionDialog(question: string) {
  const box = await waitFor(() => {
    const asking = openDialogs().filter((d) => within(d).queryAllByText(question).length > 0);
    if (!asking.length) throw new Error(`no open dialog asks "${question}"`);
    return asking[asking.length - 1];
  });
  return within(box);
}
