import { marked } from 'marked';

export interface DocPage {
  /** path inside docs/, e.g. `screens/list.md` */
  source: string;
  markdown: string;
}

/** `screens/list.md` → `screens/list.html`: where the rendered page is served under /docs/. */
export function htmlPath(source: string): string {
  return source.replace(/\.md$/i, '.html');
}

/** The page's first heading, else its file name. */
export function titleOf(page: DocPage): string {
  return /^#\s+(.+)$/m.exec(page.markdown)?.[1].trim() ?? page.source;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

// Plain, readable and printable; no script, no external resource.
const STYLE = `body{font:16px/1.6 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;
max-width:60rem;margin:0 auto;padding:1.5rem;color:#1f2329}a{color:#1677ff}
pre,code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}pre{background:#f6f8fa;padding:1rem;overflow:auto}
table{border-collapse:collapse;display:block;overflow:auto}th,td{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:left}
img{max-width:100%}nav{margin-bottom:1rem}`;

function layout(title: string, body: string, depth: number): string {
  const home = `${'../'.repeat(depth)}index.html`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><nav><a href="${home}">Docs</a></nav><main>${body}</main></body></html>`;
}

/** One documentation page as HTML; links between pages point at their rendered copies. */
export function renderPage(page: DocPage): string {
  const body = marked.parse(page.markdown, { async: false, gfm: true });
  const linked = body.replace(/href="(?!https?:|\/|#)([^"#]+)\.md(#[^"]*)?"/gi, 'href="$1.html$2"');
  return layout(titleOf(page), linked, page.source.split('/').length - 1);
}

/** The index of every page, by title. */
export function renderIndex(pages: readonly DocPage[]): string {
  const items = [...pages]
    .sort((a, b) => a.source.localeCompare(b.source))
    .map((p) => `<li><a href="${escapeHtml(htmlPath(p.source))}">${escapeHtml(titleOf(p))}</a></li>`)
    .join('');
  return layout('Documentation', `<h1>Documentation</h1><ul>${items}</ul>`, 0);
}
