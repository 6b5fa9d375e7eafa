import { said, text, type Label } from '@contract/input';

// The rules of a user name, wherever an account is created (docs/api.md "Users"): 2 to 20
// characters of a safe alphabet, ASCII letters, digits and `_ . - @`, so that no name can pass for
// another with a look-alike letter (Cyrillic а for Latin a) or an invisible character. That a
// name is unique, ignoring case, is the server's to check (server/areas/user/user-name.ts).

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

const alphabet = (l: Label) =>
  said(`${l.zh}只能包含英文字母、数字和 _ . - @`, `${l.en} may only hold letters A-Z and a-z, digits and _ . - @`);

/** The user name field of a create form's schema: required, its length, then its alphabet. */
export const userName = (l: Label) =>
  text(l, { required: true, min: 2, max: 20 }).refine((value) => USER_NAME_PATTERN.test(value), {
    error: alphabet(l),
  });
