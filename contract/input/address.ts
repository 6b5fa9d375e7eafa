import { isWebAddress } from '@contract/web-address';
import type { z } from 'zod';
import { said, text, type Label, type RequiredText, type TextRule } from './fields';

// The one rule of every field that holds an address a page loads or links to (a video, a poster,
// a cover, a logo, a banner's image, a course's cover, a message's attachment): an http(s) address
// with a host, a file this server stores (`/csp/system/oss/file/<id>/<name>`, or a saved course
// file's preview call where a course's file lists name one), or a file the console itself serves
// (a path outside `/csp`, such as the seeded logo `/favicon.svg`). Anything else, a `javascript:`
// or `data:` address, another scheme, a protocol-relative `//host`, another call of the API, a
// path with `..` or a hidden name, is refused naming the field (docs/api.md "Files"): a page
// never has to decide whether a stored address is safe to load.

/** A file this server stores; a signature, if one came along, is already gone (server/lib/body.ts). */
const OWN_FILE = /^\/csp\/system\/oss\/file\/\d{1,9}\/[^/?#\s\\]*$/;
const COURSE_FILE = /^\/csp\/course\/file\/\d{1,9}\/preview$/;
/** A file of the console's build: a path outside the API whose segments start with no dot. */
const CONSOLE_FILE = /^(?!\/csp(?:\/|$))(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** An address a page may load: http(s), a file this server stores, or one of the console's files. */
const isLoadableAddress = (value: string, options: AddressRule = {}): boolean =>
  isWebAddress(value) ||
  OWN_FILE.test(value) ||
  CONSOLE_FILE.test(value) ||
  (options.courseFile === true && COURSE_FILE.test(value));

interface AddressRule {
  courseFile?: boolean;
}

/** Trimmed text that must be an address a page may load when given. */
export function address(l: Label, rule: TextRule & { required: true }, options?: AddressRule): RequiredText;
export function address(
  l: Label,
  rule?: TextRule & { required?: false },
  options?: AddressRule,
): z.ZodDefault<RequiredText>;
export function address(l: Label, rule: TextRule = {}, options: AddressRule = {}) {
  return text(l, rule).refine((value) => !value || isLoadableAddress(value, options), {
    error: said(
      `${l.zh}必须是 http 或 https 地址，或本站的文件`,
      `${l.en} must be an http or https address or a file of this site`,
    ),
  });
}
