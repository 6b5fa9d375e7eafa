// The public entry of the notices: the header's bell (the screen is gathered from screens.ts).
export { NoticeBell } from './NoticeBell';
