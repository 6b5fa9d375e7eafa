import { describe, expect, it, vi } from 'vitest';
import { act, Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from '@/utils/lazy-component';

// A component fetched on first use shows its loading state, then itself as soon as its code is
// here, without suspending: React holds back what a suspended boundary reveals until 300 ms after
// its fallback appeared. A failed load reaches the error boundary and the next mount tries again.

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const shown = ({ word }: { word: string }) => <p>shown {word}</p>;
const Loading = () => <p>loading</p>;

function deferred() {
  let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('lazyComponent', () => {
  it('shows its loading state, never its boundary fallback, then itself with its props', async () => {
    const chunk = deferred();
    const Lazy = lazyComponent(async () => {
      await chunk.promise;
      return { default: shown };
    }, Loading);
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Lazy word="hello" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      chunk.resolve();
      await Lazy.preload();
    });
    expect(screen.getByText('shown hello')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  });

  it('renders at once once preloaded, and fetches its code once', async () => {
    const load = vi.fn(async () => ({ default: shown }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(<Lazy word="now" />);
    expect(screen.getByText('shown now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and loads again when mounted again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const Lazy = lazyComponent(async () => {
      if (offline) throw new Error('chunk blocked');
      return { default: shown };
    });
    const { unmount } = render(
      <Boundary>
        <Lazy word="later" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk blocked')).toBeInTheDocument();
    unmount();
    offline = false;
    render(
      <Boundary>
        <Lazy word="later" />
      </Boundary>,
    );
    expect(await screen.findByText('shown later')).toBeInTheDocument();
  });
});
