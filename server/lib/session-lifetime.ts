// A session's lifetime as a setting (server/settings.ts reads SESSION_MAX_AGE_HOURS), apart from
// the sessions themselves (./sessions.ts) so that reading the settings loads no database code.

/** The absolute lifetime when the setting leaves it out: seven days. */
export const SESSION_MAX_AGE_HOURS = 168;
