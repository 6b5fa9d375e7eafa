import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where index.html's second inline script takes the login fields' names. */
export const BOOT_LOGIN_LABELS = '__BOOT_LOGIN_LABELS__';

/**
 * index.html draws the login page's username and password fields before any script has run
 * (src/features/auth/boot-fields.ts takes them over). Their names come from the login page's
 * own messages in both languages, written into the page here, so the two never differ.
 */
export function bootLoginLabels(localesDir: string): Plugin {
  const labels = () =>
    Object.fromEntries(
      ['zh', 'en'].map((language) => {
        const auth = JSON.parse(readFileSync(`${localesDir}/${language}/auth.json`, 'utf8')) as Record<string, string>;
        return [language, { username: auth.username, password: auth.password }];
      }),
    );
  return {
    name: 'course-console-boot-login-labels',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(BOOT_LOGIN_LABELS)) throw new Error(`index.html has no ${BOOT_LOGIN_LABELS}`);
        // "<" escaped: a message can never end the script element it is written into
        return html.replace(BOOT_LOGIN_LABELS, JSON.stringify(labels()).replace(/</g, '\\u003c'));
      },
    },
  };
}
