import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// index.html's #entry-start: the built console's files added by the page itself, on the login
// page only once its static frame has been painted (scripts/paint-first/plugin.ts hands it the
// files). jsdom paints nothing, so the browser's paint entries come from a stand-in observer here;
// tests/e2e/login.test.ts checks the order in Chromium.
const source = /<script id="entry-start">([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1];
const FILES = { entry: '/assets/index-abc.js', preload: ['/assets/react-abc.js', '/assets/i18n-abc.js'] };

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;
let paintCallbacks: PaintCallback[] = [];

class PaintObserver {
  static supportedEntryTypes = ['paint', 'navigation'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
  disconnect() {
    paintCallbacks = paintCallbacks.filter((callback) => callback !== this.callback);
  }
}

/** The browser reports a paint entry to every observer still listening. */
function reportPaint(name: string) {
  for (const callback of [...paintCallbacks]) {
    callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, new PaintObserver(callback));
  }
}

function runStartScript(files: typeof FILES | null, { loginFrame }: { loginFrame: boolean }) {
  document.documentElement.className = loginFrame ? 'boot-auth boot-login' : '';
  new Function(source.replace('__ENTRY_FILES__', JSON.stringify(files)))();
}

const added = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  entries: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  paintCallbacks = [];
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.className = '';
});

describe("index.html's start script", () => {
  it('adds the entry and its module preloads at once on a page without the login frame', () => {
    runStartScript(FILES, { loginFrame: false });
    expect(added()).toEqual({ preloads: FILES.preload, entries: [FILES.entry] });
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    // the same request mode as the preloads, or the browser fetches every file twice
    expect(entry.crossOrigin).toBe('');
    expect((document.head.querySelector('link') as HTMLLinkElement).crossOrigin).toBe('');
  });

  it('on the login page waits for the first contentful paint, then adds them once', () => {
    runStartScript(FILES, { loginFrame: true });
    expect(added().entries).toEqual([]);
    reportPaint('first-paint');
    expect(added().entries).toEqual([]);

    reportPaint('first-contentful-paint');
    expect(added()).toEqual({ preloads: FILES.preload, entries: [FILES.entry] });
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(added().entries).toEqual([FILES.entry]);
  });

  it('starts the login page anyway when no paint is reported, or the tab is hidden before it', () => {
    runStartScript(FILES, { loginFrame: true });
    vi.advanceTimersByTime(2999);
    expect(added().entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added().entries).toEqual([FILES.entry]);

    document.head.innerHTML = '';
    runStartScript(FILES, { loginFrame: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added().entries).toEqual([FILES.entry]);
  });

  it('does not wait in a tab opened in the background, or in a browser without paint entries', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runStartScript(FILES, { loginFrame: true });
    expect(added().entries).toEqual([FILES.entry]);

    visibility.mockReturnValue('visible');
    document.head.innerHTML = '';
    PaintObserver.supportedEntryTypes = ['navigation'];
    try {
      runStartScript(FILES, { loginFrame: true });
      expect(added().entries).toEqual([FILES.entry]);
    } finally {
      PaintObserver.supportedEntryTypes = ['paint', 'navigation'];
    }
  });

  it('adds nothing under the dev server, which keeps its own module script', () => {
    runStartScript(null, { loginFrame: false });
    expect(added()).toEqual({ preloads: [], entries: [] });
  });
});
