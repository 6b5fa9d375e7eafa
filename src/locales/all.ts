import { gather, type Messages } from './gather';

/**
 * Every `<language>/<namespace>.json` of this folder, gathered at build time: a new namespace is
 * two files and nothing else. en and zh always hold the same namespaces and keys
 * (tests/unit/locales.test.ts). Its own chunk: the console loads it, the login page does not.
 */
const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

export const resources = gather(files);
