import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Access } from '@/components/Access';
import PageErrorBoundary from '@/features/errors/PageErrorBoundary';
import InnerLinkFrame, { INNER_LINK_OFFSET_PX } from '@/layout/InnerLinkFrame';
import { useSessionStore } from '@/stores/session';

describe('PageErrorBoundary', () => {
  it('shows a retry instead of a white page and renders again on retry', async () => {
    let broken = true;
    function Screen() {
      if (broken) throw new Error('chunk failed to load');
      return <p>screen content</p>;
    }
    const onRetry = vi.fn(() => {
      broken = false;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary onRetry={onRetry}>
        <Screen />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面无法显示')).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('screen content')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('InnerLinkFrame', () => {
  it('fills the window height minus 94.5 px', () => {
    render(<InnerLinkFrame src="https://docs.example.org" title="文档" />);
    const frame = screen.getByTitle('文档');
    expect(frame).toHaveAttribute('src', 'https://docs.example.org');
    expect(frame.style.height).toBe(`${window.innerHeight - INNER_LINK_OFFSET_PX}px`);
  });

  it('isolates a page of this site: no allow-same-origin; another site keeps its own origin', () => {
    render(<InnerLinkFrame src={`${window.location.origin}/profile/`} title="本站页面" />);
    const own = screen.getByTitle('本站页面').getAttribute('sandbox') ?? '';
    expect(own.split(' ')).toContain('allow-scripts');
    expect(own.split(' ')).not.toContain('allow-same-origin');
    render(<InnerLinkFrame src="https://docs.example.org" title="外站" />);
    expect((screen.getByTitle('外站').getAttribute('sandbox') ?? '').split(' ')).toContain('allow-same-origin');
  });

  it('refuses anything but http(s)', () => {
    render(<InnerLinkFrame src="javascript:alert(1)" title="坏链接" />);
    expect(screen.queryByTitle('坏链接')).not.toBeInTheDocument();
    expect(screen.getByText('此处只能显示 http 或 https 地址')).toBeInTheDocument();
  });
});

describe('Access', () => {
  it('shows, hides and removes-when-present by permission and role', () => {
    useSessionStore.setState({ permissions: ['admin:school:add'], roles: ['teacher'] });
    render(
      <>
        <Access permission="admin:school:add">
          <span>can add</span>
        </Access>
        <Access permission="admin:school:remove">
          <span>can remove</span>
        </Access>
        <Access permission={['admin:school:add', 'admin:school:remove']} match="all">
          <span>can both</span>
        </Access>
        <Access roles={['teacher', 'A4']}>
          <span>is teacher or bd</span>
        </Access>
        <Access lacks={['admin:school:add']}>
          <span>read-only notice</span>
        </Access>
      </>,
    );
    expect(screen.getByText('can add')).toBeInTheDocument();
    expect(screen.queryByText('can remove')).not.toBeInTheDocument();
    expect(screen.queryByText('can both')).not.toBeInTheDocument();
    expect(screen.getByText('is teacher or bd')).toBeInTheDocument();
    expect(screen.queryByText('read-only notice')).not.toBeInTheDocument();
    useSessionStore.getState().clear();
  });
});
