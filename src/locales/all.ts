import { gather, type Messages } from './gather';

/**
 * Every `<language>/<namespace>.json` of this folder, gathered at build time: a new namespace is
 * two files and nothing else. en and zh always hold the same namespaces and keys
 * (tests/unit/locales.test.ts). Its own chunk: the console loads it, the login page does not.
 */
const files = import.meta.glob<Messages>(['./*/*.json', '!./*/mockFault.json'], { eager: true, import: 'default' });

// The fault switch's words (src/dev/faults) only in development, written out so that a production
// build carries none of them; its panel adds them itself where it runs.
const devFiles = import.meta.env.DEV
  ? import.meta.glob<Messages>('./*/mockFault.json', { eager: true, import: 'default' })
  : {};

export const resources = gather({ ...files, ...devFiles });
