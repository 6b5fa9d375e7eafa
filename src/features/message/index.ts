import { lazy } from 'react';

// The public entry of the courseware messages: the header's bell, and the send-feedback dialog
// for course pages (loaded on first use, so importing this entry stays small).
export { UnreadBell } from './UnreadBell';
export type { SendFeedbackDialogProps } from './SendFeedbackDialog';
export const SendFeedbackDialog = lazy(() => import('./SendFeedbackDialog'));
