import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './unit/helpers/msw-server';
import { initI18n, loadAllMessages } from '@/i18n';
import { keepOnlyVisibilityStyles } from './unit/helpers/visibility-styles';

// Lazy screens and the server's answers take a moment under a loaded machine.
configure({ asyncUtilTimeout: 5000 });

// antd's Grid/Form and Select/Table read these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Of antd's styles, only what decides whether an element is shown and pressable, which jsdom computes fast.
keepOnlyVisibilityStyles(document);
// The console links antd's stylesheet, which jsdom never fetches (so it never says it has loaded):
// its rules that a test can see come from the run's global setup (unit/helpers/antd-styles-setup.ts).
const antdStyles = document.createElement('style');
antdStyles.textContent = inject('antdVisibilityRules');
document.head.append(antdStyles);
vi.mock('@/antd-static-styles', async (original) => ({
  ...(await original<typeof import('@/antd-static-styles')>()),
  antdStylesheetLoaded: () => Promise.resolve(),
}));

// jsdom does not scroll; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
}

// jsdom's Blob lacks stream(), which msw needs to hand a binary answer to XHR.
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  } as Blob['stream'];
}

// A file in jsdom's FormData reaches Node's fetch (with which msw builds the request the server
// reads) as the text "undefined" named "blob"; Node's own FormData reads jsdom's files through
// stream() above, so an upload arrives with its name and bytes, as a browser sends it.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
globalThis.FormData = NodeFormData;
window.FormData = NodeFormData;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('zh');
  await loadAllMessages();
  // The route progress bar animates through a queue of timers (200 ms a step by default); a
  // bar started and ended twice near a file's end left a removal queued after the file's DOM
  // was gone. Without animation the queue drains within the wait at the end of the file.
  const { default: NProgress } = await import('nprogress');
  NProgress.configure({ speed: 0, trickle: false });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
afterAll(async () => {
  server.close();
  // antd's messages, notifications and dialogs live outside the tested trees and close with
  // timers, and lazy screens may still be arriving; close what is open and give React a moment
  // to finish while the DOM still exists (vitest.config.ts forgives what still comes later).
  const { message, Modal, notification } = await import('antd');
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The route progress bar fades out and removes itself with timers of its own; let it finish.
  const { default: NProgress } = await import('nprogress');
  if (NProgress.status !== null) NProgress.done();
  const deadline = Date.now() + 2000;
  while (NProgress.isRendered() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 50));
});
