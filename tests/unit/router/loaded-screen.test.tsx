import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadScreen, screenFor } from '@/router/page-registry';

// A screen whose code has already arrived renders in the same pass as the page around it. If it
// suspended, its boundary would show the loading page and React would hold the screen back until
// 300 ms after that fallback appeared, however soon its code was there.
vi.mock('@/features/profile/ChangePasswordPage', () => ({ default: () => <p>change password screen</p> }));

const NAME = 'user/changeInfoPw';

describe('a screen whose code is loaded', () => {
  it('renders at once, without the loading page', async () => {
    const Screen = screenFor(NAME);
    expect(Screen).not.toBeNull();
    await loadScreen(NAME);
    const Loaded = Screen!;
    render(
      <Suspense fallback={<p>loading page</p>}>
        <Loaded />
      </Suspense>,
    );
    // no waiting: the first render already shows the screen
    expect(screen.getByText('change password screen')).toBeInTheDocument();
    expect(screen.queryByText('loading page')).not.toBeInTheDocument();
  });
});
