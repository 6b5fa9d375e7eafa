import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getToken } from '@/utils/auth-token';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();
afterEach(resetFeedback);

describe('public content page', () => {
  it('shows the item without a login: title, video with controls, description', async () => {
    expect(getToken()).toBeUndefined();
    renderApp('/contentView?id=1');
    expect(await screen.findByRole('heading', { name: '串联与并联电路演示' }, { timeout: 15_000 })).toBeInTheDocument();
    const video = screen.getByLabelText('视频：串联与并联电路演示');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.getAttribute('src')).toMatch(/\.mp4$/);
    expect(screen.getByText(/用两节电池和三个小灯泡/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /English/ })).toBeInTheDocument();
  });

  it('says so for an unknown id', async () => {
    renderApp('/contentView?id=9999');
    expect(
      await screen.findByText('没有编号为 9999 的内容，可能已被删除，或链接有误。', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it.each(['/contentView', '/contentView?id=abc', '/contentView?id=0'])(
    'says so when %s names no item',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('未指定内容', {}, { timeout: 15_000 })).toBeInTheDocument();
    },
  );
});
