import { lazyComponent } from '@/utils/lazy-component';

// The public entry of the courseware messages: the unread count (the header's bell,
// src/features/notice), and the send-feedback dialog
// for course pages (loaded on first use, so importing this entry stays small).
export { MESSAGE_PERMS } from './perms';
export { messageKeys, useUnreadCount } from './queries';
import type { SendFeedbackDialogProps } from './SendFeedbackDialog';
export type { SendFeedbackDialogProps };
export const SendFeedbackDialog = lazyComponent<SendFeedbackDialogProps>(() => import('./SendFeedbackDialog'));
