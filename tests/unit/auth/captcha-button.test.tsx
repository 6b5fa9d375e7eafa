import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import CaptchaInput from '@/features/auth/components/CaptchaInput';

// The button beside the answer field fetches another question. Its accessible name holds the
// text it shows (speech users say what they see): "加载中…" until the picture is there.
const noop = () => undefined;

describe('the captcha button', () => {
  it('is named by what it shows while the picture loads', () => {
    render(<CaptchaInput captcha={{ enabled: true }} value="" onChange={noop} onRefresh={noop} />);
    const button = screen.getByRole('button', { name: /加载中…/ });
    expect(button).toHaveTextContent('加载中…');
  });

  it('is named for what it does once the picture shows', () => {
    render(
      <CaptchaInput
        captcha={{ enabled: true, src: 'data:image/svg+xml;base64,PHN2Zy8+' }}
        value=""
        onChange={noop}
        onRefresh={noop}
      />,
    );
    expect(screen.getByRole('button', { name: '换一张验证码' })).toContainElement(screen.getByAltText('验证码图片'));
  });
});
