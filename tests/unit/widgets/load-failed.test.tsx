import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from '@/components/LoadFailed';
import { RequestError } from '@/api/types';

// A page whose data did not load: the request layer has shown why, so the page does not repeat
// a failure on the way; it names a refused record, and always offers to try again.

describe('LoadFailed', () => {
  it('does not repeat a failure on the way that the request layer showed', () => {
    render(<LoadFailed error={new RequestError('后端接口连接异常')} notFound="课程不存在" onRetry={() => {}} />);
    expect(screen.getByText('页面数据未能加载，请稍后重试。')).toBeInTheDocument();
    expect(screen.queryByText('后端接口连接异常')).toBeNull();
    expect(screen.queryByText('课程不存在')).toBeNull();
  });

  it("names a refused record in the page's words, or else gives the backend's reason", () => {
    const refusal = new RequestError('这不是您任教的课程', { code: 403, refusal: true });
    const { unmount } = render(<LoadFailed error={refusal} notFound="课程不存在" onRetry={() => {}} />);
    expect(screen.getByText('课程不存在')).toBeInTheDocument();
    unmount();
    render(<LoadFailed error={refusal} title="无法打开这门课程" onRetry={() => {}} />);
    expect(screen.getByText('无法打开这门课程')).toBeInTheDocument();
    expect(screen.getByText('这不是您任教的课程')).toBeInTheDocument();
  });

  it('says what went wrong when nobody has yet (a file that came as an error)', () => {
    render(<LoadFailed error={new Error('文件不存在')} onRetry={() => {}} />);
    expect(screen.getByText('文件不存在')).toBeInTheDocument();
  });

  it('tries again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed error={new RequestError('系统接口请求超时')} onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
