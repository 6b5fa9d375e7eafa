import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Stored rich text without scripts, event handlers or `javascript:` links (DOMPurify). */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
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
