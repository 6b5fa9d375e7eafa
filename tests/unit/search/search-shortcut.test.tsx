import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SEARCH_PATH, SearchShortcut } from '@/features/search';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderShortcut() {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <SearchShortcut />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByRole('status', { name: 'where' }).textContent;
}

describe('Ctrl/⌘+K', () => {
  it('opens the search page with Ctrl+K or ⌘+K and keeps the browser from using the keys', () => {
    const where = renderShortcut();
    expect(where()).toBe('/index');
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe(SEARCH_PATH);
  });

  it('answers ⌘+K (Mac) and the capital K of caps lock too', () => {
    const where = renderShortcut();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(where()).toBe('/admin/search');
  });

  it('ignores K alone and K with Shift or Alt', () => {
    const where = renderShortcut();
    fireEvent.keyDown(window, { key: 'k' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, altKey: true });
    expect(where()).toBe('/index');
  });
});
