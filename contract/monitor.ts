// The monitoring menu's vocabularies (docs/api.md "Monitoring"): what the server stores in its
// logs and the console names in the user's language.

/** The kinds of operation of the audit trail (RuoYi's business types). */
export const BUSINESS_TYPES = [
  'add',
  'edit',
  'delete',
  'grant',
  'export',
  'import',
  'force',
  'clean',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The areas an operation belongs to; each is named in the console's language. */
export const AUDIT_MODULES = [
  'account',
  'activity',
  'approval',
  'banner',
  'class',
  'classTeacher',
  'codegen',
  'config',
  'content',
  'course',
  'dict',
  'discipline',
  'home',
  'member',
  'menu',
  'message',
  'monitor',
  'notice',
  'people',
  'profile',
  'role',
  'schedule',
  'school',
  'shop',
  'siteConfig',
  'storage',
  'teaching',
  'user',
  'wxUser',
] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];

/** What became of a login attempt, or how a session ended. */
export const LOGIN_RESULTS = [
  'loggedIn',
  'wrongPassword',
  'wrongCaptcha',
  'locked',
  'disabled',
  'loggedOut',
  'forcedOut',
  'rateLimited',
  /** the address is on the blocked list (sys.login.blackIPList) */
  'blocked',
  /** any other refusal: a field missing, an applicant not yet approved */
  'refused',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** A changed row's columns: column → [old, new] (null where the row had none; '***' masked). */
export type ColumnChanges = Record<string, [old: JsonValue, new: JsonValue]>;
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
