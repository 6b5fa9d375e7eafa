import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureReady } from '@/features/content/poster-frame';

// Capturing a poster waits for the video's picture at its current position: the browser says so
// with one of several events, any of which may also come before the picture does (a clean-clone
// run once gave up while a busy machine decoded the first frame).

/** A video whose readiness the test sets, as the browser would while it fetches and decodes. */
function videoAt(readyState: number) {
  const video = document.createElement('video');
  let state = readyState;
  Object.defineProperty(video, 'readyState', { get: () => state });
  return {
    video,
    becomes(next: number, event: string) {
      state = next;
      video.dispatchEvent(new Event(event));
    },
  };
}

/** 'waiting', 'ready' or the error's message, once the microtasks have run. */
async function stateOf(promise: Promise<void>) {
  let state = 'waiting';
  promise.then(
    () => (state = 'ready'),
    (error: Error) => (state = error.message),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

describe('pictureReady', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is ready at once when the picture is already there', async () => {
    expect(await stateOf(pictureReady(videoAt(2).video))).toBe('ready');
  });

  it('asks for the picture and waits past events that come before it', async () => {
    const { video, becomes } = videoAt(0);
    const ready = pictureReady(video);
    // seeking to the start asks the browser to decode that picture
    expect(video.currentTime).toBeGreaterThan(0);
    becomes(1, 'loadedmetadata');
    becomes(1, 'seeked');
    expect(await stateOf(ready)).toBe('waiting');
    becomes(2, 'canplay');
    expect(await stateOf(ready)).toBe('ready');
  });

  it('gives up at once when the browser cannot read the video', async () => {
    const { video, becomes } = videoAt(0);
    const ready = pictureReady(video);
    becomes(0, 'error');
    expect(await stateOf(ready)).toBe('the browser cannot read the video');
  });

  it('waits 20 s for a picture before it gives up', async () => {
    vi.useFakeTimers();
    const { video } = videoAt(1);
    const ready = pictureReady(video);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(await stateOf(ready)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await stateOf(ready)).toBe('the video gave no picture');
  });
});
