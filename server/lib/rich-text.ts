import sanitizeHtml from 'sanitize-html';
import {
  isImageSource,
  isLinkTarget,
  isVideoSource,
  keptClasses,
  keptStyle,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@contract/rich-text-rules';

// Rich text is cleaned when it is saved (docs/api.md "Rich text"): it keeps what the console's
// editor makes (contract/rich-text-rules.ts) and loses everything else, so that no page
// showing it, the console or the public website, can be restyled or imitated by it. sanitize-html
// parses with htmlparser2 (no DOM needed on the server) and writes the allowed markup back.

type Attributes = Record<string, string>;

/** Each attribute's value checked: the editor's classes and colours, links, images and video players. */
function checkedAttributes(tagName: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'class') {
      const classes = keptClasses(value);
      if (classes) kept.class = classes;
    } else if (name === 'style') {
      const style = keptStyle(value);
      if (style) kept.style = style;
    } else if (name === 'href') {
      if (tagName === 'a' && isLinkTarget(value)) kept.href = value.trim();
    } else if (name === 'src') {
      const ok = tagName === 'iframe' ? isVideoSource(value) : isImageSource(value);
      if (ok) kept.src = value.trim();
    } else if (name === 'target') {
      // a link opening another tab cannot reach back to this page
      if (value === '_blank') Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
    } else if (name !== 'rel') {
      kept[name] = value;
    }
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: checkedAttributes(tagName, attribs) }) },
  // an image or a frame whose address was refused goes altogether
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** The rich text as it is stored: only what the editor makes. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
