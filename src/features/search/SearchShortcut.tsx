import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export const SEARCH_PATH = '/admin/search';

/** Ctrl+K, or ⌘+K on a Mac, without other modifiers. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Opens the menu search from anywhere in the console with Ctrl/⌘+K (the browser's own use of
 * the keys is suppressed). Renders nothing; mount it once inside the shell.
 */
export function SearchShortcut() {
  const navigate = useNavigate();
  // A layout effect: listening before the shell is first painted, so no early key press is lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      void navigate(SEARCH_PATH);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return null;
}
