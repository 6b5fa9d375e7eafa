// The shapes of contact details, checked by the console's forms before sending and by the server
// whatever is sent (docs/api.md "Users", "Profile").

/** An e-mail address: something, one @, a domain with a dot; no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mainland China mobile number: 11 digits starting 13 to 19. */
export const MOBILE_SHAPE = /^1[3-9]\d{9}$/;
