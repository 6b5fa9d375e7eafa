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

  it('drops style sheets, forms, inputs, foreign frames and positioning, even in text saved before the server cleaned it', () => {
    const html =
      // a style sheet after some text (a leading one the HTML parser would drop on its own)
      '<p>欢迎</p><style>body{background:red}</style><form action="https://evil.example"><input type="password">' +
      '<button>登录</button><select><option>a</option></select><textarea>t</textarea></form>' +
      '<p style="position:fixed;top:0;left:0;z-index:9999;width:100%;color:rgb(230, 0, 0)">覆盖</p>' +
      '<iframe src="https://evil.example/login"></iframe>' +
      '<iframe class="ql-video" src="https://player.bilibili.com/player.html?bvid=BV1"></iframe>' +
      '<a href="data:text/html,hi">d</a><a href="https://example.org/" target="_blank">ok</a>' +
      '<img src="/csp/system/oss/file/12/photo.png"><p class="ql-align-center evil-overlay">居中</p>';
    const { container } = render(<SafeHtml html={html} />);
    for (const tag of ['style', 'form', 'input', 'button', 'select', 'textarea']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    const covering = [...container.querySelectorAll('p')].find((p) => p.textContent === '覆盖')!;
    expect(covering.getAttribute('style')).toBe('color:rgb(230, 0, 0)');
    const frames = [...container.querySelectorAll('iframe')].map((f) => f.getAttribute('src'));
    expect(frames).toEqual(['https://player.bilibili.com/player.html?bvid=BV1']);
    const links = [...container.querySelectorAll('a')];
    expect(links[0].getAttribute('href')).toBeNull();
    expect(links[1].getAttribute('href')).toBe('https://example.org/');
    expect(links[1].getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/csp/system/oss/file/12/photo.png');
    expect([...container.querySelectorAll('p')].find((p) => p.textContent === '居中')!.className).toBe(
      'ql-align-center',
    );
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    const { container } = render(<SafeHtml html={undefined} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
