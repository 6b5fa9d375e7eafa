import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '@/components/SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and images but drops event handlers, scripts and javascript: links', async () => {
    const ran = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = ran;
    const html =
      '<h2>标题</h2><p style="color: red">正文 <b>粗体</b></p><img src=x onerror="window.pwned()">' +
      '<script>window.pwned()</script><a href="javascript:window.pwned()">link</a><iframe src="https://evil"></iframe>';
    const { container } = render(<SafeHtml html={html} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img!.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a')!.getAttribute('href')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('标题');
    expect(container.querySelector('b')).toHaveTextContent('粗体');
    img!.dispatchEvent(new Event('error'));
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).not.toHaveBeenCalled();
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    const { container } = render(<SafeHtml html={undefined} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
