import { describe, expect, it } from 'vitest';
import { htmlPath, renderIndex, renderPage } from '../../scripts/docs-site/render';

describe('published documentation', () => {
  it('renders a page with its title and points links between pages at their rendered copies', () => {
    const html = renderPage({
      source: 'screens/list.md',
      markdown:
        '# List screens\n\nSee [the editor](editor.md#steps), [roles](../roles.md) and [antd](https://ant.design/x.md).',
    });
    expect(html).toContain('<title>List screens</title>');
    expect(html).toContain('href="editor.html#steps"');
    expect(html).toContain('href="../roles.html"');
    expect(html).toContain('href="https://ant.design/x.md"');
    expect(html).toContain('href="../index.html"');
  });

  it('lists every page in the index by its first heading', () => {
    const html = renderIndex([
      { source: 'roles.md', markdown: '# Roles, accounts and screens' },
      { source: 'api.md', markdown: 'no heading' },
    ]);
    expect(html).toContain('<a href="roles.html">Roles, accounts and screens</a>');
    expect(html).toContain('<a href="api.html">api.md</a>');
    expect(htmlPath('screens/README.md')).toBe('screens/README.html');
  });
});
