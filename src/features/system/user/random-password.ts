// The password the Add-user dialog offers: made by the browser's cryptographic generator, from
// letters and digits that cannot be mistaken for one another when read aloud or copied by hand
// (no 0/O, 1/l/I). 14 of 56 characters: about 81 bits, within the password rule (5 to 20).

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const RANDOM_PASSWORD_LENGTH = 14;
/** The largest multiple of the alphabet's size under 256: bytes above it are drawn again, so each character is equally likely. */
const UNBIASED = Math.floor(256 / ALPHABET.length) * ALPHABET.length;

export function randomPassword(): string {
  let password = '';
  const byte = new Uint8Array(1);
  while (password.length < RANDOM_PASSWORD_LENGTH) {
    crypto.getRandomValues(byte);
    if (byte[0] < UNBIASED) password += ALPHABET[byte[0] % ALPHABET.length];
  }
  return password;
}
