import { describe, expect, it, vi } from 'vitest';
import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadScreen } from '@/router/page-registry';
import { RouteScreen } from '@/router/RouteScreen';

// A screen shows as soon as its code is there. Had it suspended, its boundary would show the
// loading page and React would hold the screen back until 300 ms after that fallback appeared
// (its throttle of Suspense retries), however soon the code arrived.
vi.mock('@/features/profile/ChangePasswordPage', () => ({ default: () => <p>change password screen</p> }));

const chunk = vi.hoisted(() => ({ arrive: (): void => undefined }));
vi.mock('@/features/profile/ProfilePage', async () => {
  await new Promise<void>((resolve) => (chunk.arrive = resolve));
  return { default: () => <p>profile screen</p> };
});

const inBoundary = (name: string) => (
  <Suspense fallback={<p>suspended</p>}>
    <RouteScreen name={name} />
  </Suspense>
);

describe("a route's screen", () => {
  it('renders at once when its code is loaded', async () => {
    await loadScreen('user/changeInfoPw');
    render(inBoundary('user/changeInfoPw'));
    // no waiting: the first render already shows the screen
    expect(screen.getByText('change password screen')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  });

  it('shows the loading page while its code comes, without suspending, then the screen', async () => {
    render(inBoundary('user/profile'));
    expect(await screen.findByText('加载中…')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
    await act(async () => {
      chunk.arrive();
      await loadScreen('user/profile');
    });
    expect(screen.getByText('profile screen')).toBeInTheDocument();
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  });
});
