import { feedback } from '@/api/feedback';

/**
 * Puts `text` on the clipboard and says so; where the browser offers no clipboard (a page served
 * over plain HTTP from another machine), says to copy it by hand instead.
 */
export async function copyText(text: string, copied: string, byHand: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void feedback.success(copied);
  } catch {
    void feedback.warning(byHand);
  }
}
