// What kind of refusal an answer is (docs/api.md "Envelope"): the envelope's `kind`, beside
// RuoYi's `code`, so that the console can act on a refusal without reading its text.

export const ERROR_KINDS = [
  /** bad input: a field missing, malformed or out of range, or an action the rules refuse */
  'invalid',
  /** the record the call is about does not exist (any more) */
  'notFound',
  /** a name or key is taken, the record changed meanwhile, or it is still in use */
  'conflict',
  /** the caller may not do this (code 403) */
  'forbidden',
  /** no live session (code 401) */
  'unauthorised',
  /** a rate limit refused the call (code 429) */
  'tooMany',
  /** the server, or a service it relies on (storage, WeChat), failed: nothing the user can fix */
  'internal',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The envelope's `code` of each kind: RuoYi's codes where it has one. */
export const CODE_OF_KIND = {
  invalid: 500,
  notFound: 500,
  conflict: 500,
  forbidden: 403,
  unauthorised: 401,
  tooMany: 429,
  internal: 500,
} as const satisfies Record<ErrorKind, number>;

export const isErrorKind = (value: unknown): value is ErrorKind =>
  typeof value === 'string' && (ERROR_KINDS as readonly string[]).includes(value);
