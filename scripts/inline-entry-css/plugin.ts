import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the login page's and the page-wide rules, about 1.5 KB
 * compressed) into index.html instead of linking it. A linked stylesheet in the head holds back
 * the first paint until it has arrived; inline, the static frame of index.html paints as soon as
 * the HTML is read. A stylesheet with url() references stays linked: its paths are relative to
 * the stylesheet's own address.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'course-console-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          const css = String(asset.source);
          if (/url\(/i.test(css)) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
