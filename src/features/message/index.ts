import { lazyComponent } from '@/utils/lazy-component';

// The public entry of the courseware messages: the header's bell, and the send-feedback dialog
// for course pages (loaded on first use, so importing this entry stays small).
export { UnreadBell } from './UnreadBell';
import type { SendFeedbackDialogProps } from './SendFeedbackDialog';
export type { SendFeedbackDialogProps };
export const SendFeedbackDialog = lazyComponent<SendFeedbackDialogProps>(() => import('./SendFeedbackDialog'));
