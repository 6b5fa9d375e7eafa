/**
 * index.html draws the login page's username and password fields before any script has run, so
 * a visitor can start typing at once. The login page takes over from them: what was typed, and
 * which of the two fields the visitor was in.
 */
export interface BootFields {
  username: string;
  password: string;
  /** the field the visitor was in, if either */
  focused: 'username' | 'password' | null;
}

/** The ids index.html gives its fields. */
const BOOT_FIELD_ID = { username: 'boot-username', password: 'boot-password' } as const;

/** Reads index.html's fields; empty when they are gone (a page drawn after the first). */
export function readBootFields(): BootFields {
  const field = (name: keyof typeof BOOT_FIELD_ID) => {
    const element = document.getElementById(BOOT_FIELD_ID[name]);
    return element instanceof HTMLInputElement ? element : null;
  };
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  return {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focused: active && active === username ? 'username' : active && active === password ? 'password' : null,
  };
}
