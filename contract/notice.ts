// A notice's fixed codes (docs/api.md "Notices"), without zod: the console's screen reads them too.

/** "1" notice, "2" announcement */
export const NOTICE_TYPES = ['1', '2'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** "0" draft, "1" published, "2" closed */
export const NOTICE_STATUSES = ['0', '1', '2'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
/** who reads it: every account, the chosen schools' staff, the chosen roles' holders */
export const NOTICE_AUDIENCES = ['all', 'schools', 'roles'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
