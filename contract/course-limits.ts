// What a course may hold, known to the editors (which refuse more before sending) and to the
// server (which refuses it whatever the client sends): declared here once. Plain values only,
// so the server can import this file.

/** A course's class hours: 1 to this many. */
export const CLASS_HOURS_MAX = 200;

/** Files in one list of a course or a lesson (slides, videos, worksheets; docs/readings.md). */
export const RESOURCE_MAX_FILES = 20;
