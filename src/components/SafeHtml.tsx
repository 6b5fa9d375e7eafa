import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  isImageSource,
  isLinkTarget,
  isVideoSource,
  keptClasses,
  keptStyle,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@contract/rich-text-rules';

// Stored rich text is shown with only what the editor makes (contract/rich-text-rules.ts): no scripts,
// event handlers, style sheets, forms, inputs, foreign frames or positioning styles. The server
// cleans rich text when it is saved; this cleans it again when shown, so that text saved before
// the server's sanitiser (or by any other way into the database) cannot restyle or imitate the page.

const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** The attribute's value as kept on this tag; null when it goes. */
function keptValue(tag: string, name: string, value: string): string | null {
  if (!RICH_TEXT_ATTRIBUTES['*'].includes(name) && !(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) return null;
  switch (name) {
    case 'class':
      return keptClasses(value) || null;
    case 'style':
      return keptStyle(value) || null;
    case 'href':
      return isLinkTarget(value) ? value.trim() : null;
    case 'src':
      return (tag === 'iframe' ? isVideoSource(value) : isImageSource(value)) ? value.trim() : null;
    case 'target':
      return value === '_blank' ? value : null;
    case 'rel':
      return null; // set below for a link opening another tab
    default:
      return value;
  }
}

let purifier: Purifier | undefined;

/** One DOMPurify of its own, so that these hooks touch nothing else that sanitises. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('uponSanitizeElement', (node, data) => {
    // a frame is a known video player or nothing at all
    if (data.tagName === 'iframe' && !isVideoSource((node as Element).getAttribute('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  own.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keptValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    // a link opening another tab cannot reach back to this page
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = own;
  return own;
}

/** Stored rich text reduced to what the editor makes (see contract/rich-text-rules.ts). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return richTextPurifier().sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** the element to render, div by default */
  as?: 'div' | 'span' | 'section' | 'article';
}

/** Shows stored rich text; every place that renders HTML from the server goes through here. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
