import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// The browser's side of the server's defences (docs/server.md "Security headers"): what the
// console's pages may load and run, and what every answer tells the browser not to guess.

/** Script types a browser executes; any other (application/json, a data block) is only data. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * The sha256 sources ('sha256-…') of the inline scripts a page runs, from its HTML: a browser
 * hashes the exact text between the tags. Scripts with a src are files ('self' covers them).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The console's Content-Security-Policy, its inline scripts allowed by their hashes. */
export function consolePolicy(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    // The build's own files and index.html's inline scripts, nothing else: no 'unsafe-inline',
    // no eval (pdf.js is told so: src/features/preview/viewers/PdfViewer.tsx). 'report-sample'
    // lets a refusal name the first characters of the inline code it refused (a stored attack,
    // as the browser tests plant one, or a need of the console's).
    scriptSrc: ["'self'", "'report-sample'", ...scriptHashes],
    // antd writes its component styles into <style> elements at run time (CSS-in-JS) and the
    // rich-text editor and stored rich text carry style attributes: neither can be hashed ahead,
    // so styles stay 'unsafe-inline'. A style runs no code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // uploads under /csp, the captcha and the QR code as data: addresses, previews as blob:
    imgSrc: ["'self'", 'data:', 'blob:'],
    // video and audio previews play a blob: of the downloaded file
    mediaSrc: ["'self'", 'blob:'],
    // pdf.js's standard fonts arrive as data through its worker; antd's icons are SVG
    fontSrc: ["'self'", 'data:'],
    // pdf.js's worker is a file of the build
    workerSrc: ["'self'"],
    connectSrc: ["'self'"],
    // a menu entry of the InnerLink kind shows another site inside the shell, and the
    // rich-text editor embeds videos: both are addresses an administrator or author chose
    frameSrc: ["'self'", 'https:', 'http:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // nothing frames the console (its own frames hold other sites or nothing): no clickjacking
    frameAncestors: ["'none'"],
  };
}

/**
 * Every answer of the server: the browser keeps to the stated content type, and no address of
 * the console (ids in its paths) goes to another site as a referrer. The rest of hono's defaults
 * are off here: /csp answers JSON and files (which set their own policy, server/lib/file-response.ts).
 */
const BASE = {
  xContentTypeOptions: true,
  referrerPolicy: 'no-referrer',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // a header an answer set itself (a served file's own sandbox policy) is kept
  overwrite: false,
} as const;

/**
 * For /csp, /health and /ready. Their answers hold one user's data or a one-time value (a
 * session's token, a captcha), so no cache, the browser's or a proxy's, may keep them: no-store,
 * unless the answer set its own Cache-Control (a file's).
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  const headers = secureHeaders(BASE);
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** For the console's files and pages, `indexHtml` being the page its inline scripts come from. */
export function consoleSecurityHeaders(indexHtml: string): MiddlewareHandler {
  return secureHeaders({
    ...BASE,
    contentSecurityPolicy: consolePolicy(inlineScriptHashes(indexHtml)),
    // the same as frame-ancestors 'none', for browsers that know only this header
    xFrameOptions: 'DENY',
    // a page the console opens (a search result, a link) gets no handle on it
    crossOriginOpenerPolicy: true,
    crossOriginResourcePolicy: true,
    // TLS and HSTS are the reverse proxy's (docs/server.md): a header here would pin every
    // subdomain of a school's site to https on the word of one service.
    strictTransportSecurity: false,
  });
}
