// What stored rich text may hold (docs/api.md "Rich text"): what the console's editor (Quill,
// through react-quill-new) makes, and nothing that could restyle or imitate the page showing it:
// no style sheets, forms, inputs, scripts, event handlers, frames other than a video player's, or
// styles that place things on the page. The server keeps only this when rich text is saved
// (server/lib/rich-text.ts, with sanitize-html); SafeHtml keeps only this when it shows rich text
// (with DOMPurify), so that text saved before the server's sanitiser is shown safely too.

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'span',
  'div',
  'iframe',
];

/** The attributes each tag keeps ('*': every tag); their values are checked by the functions below. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  '*': ['class', 'style'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  li: ['data-list'],
  iframe: ['src', 'frameborder', 'allowfullscreen'],
};

/** Quill's own classes: alignment, indentation, sizes, fonts, direction, its video, list and code-block parts. */
const QUILL_CLASS =
  /^ql-(align-(center|right|justify)|indent-[1-8]|size-(small|large|huge)|font-(serif|monospace)|direction-rtl|video|ui|code-block|code-block-container)$/;

/** A colour as the editor's pickers write it (`#rgb`, `#rrggbb`, `rgb(…)`/`rgba(…)`) or by name. */
const COLOUR =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

/** The style properties kept: the editor's colours and alignment; nothing that sizes or places things. */
const STYLES: Record<string, RegExp> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': /^(left|right|center|justify)$/i,
};

/** Players the editor's video button may embed (https only). */
export const VIDEO_HOSTS = [
  'player.bilibili.com',
  'v.qq.com',
  'player.youku.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** The server's own uploads, the one kind of address on this site an image may have. */
const OWN_UPLOAD = /^\/csp\/system\/oss\/file\/\d+\/[^?#]*$/;

/** The classes kept of a class attribute ('' when none). */
export function keptClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => QUILL_CLASS.test(name))
    .join(' ');
}

/** The declarations kept of a style attribute, as `property:value;…` ('' when none). */
export function keptStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const at = declaration.indexOf(':');
      if (at < 0) return '';
      const property = declaration.slice(0, at).trim().toLowerCase();
      const setting = declaration.slice(at + 1).trim();
      return STYLES[property]?.test(setting) ? `${property}:${setting}` : '';
    })
    .filter(Boolean)
    .join(';');
}

const absolute = (value: string, protocols: string[]): boolean => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A link goes to an http(s) page or an email address. */
export const isLinkTarget = (href: string): boolean => absolute(href.trim(), ['http:', 'https:', 'mailto:']);

/** An image comes from an http(s) address or the server's own uploads. */
export const isImageSource = (src: string): boolean =>
  absolute(src.trim(), ['http:', 'https:']) || OWN_UPLOAD.test(src.trim());

/** A frame is a video player of a known host, over https. */
export function isVideoSource(src: string): boolean {
  try {
    const url = new URL(src.trim());
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}
