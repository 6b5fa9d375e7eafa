/**
 * antd's icons render as `<span role="img" aria-label="search">`, so a button with an icon and
 * a label reads "search Search" to a screen reader. This hides every icon that sits inside a
 * control that already has a name of its own (text or aria-label); an icon-only control keeps
 * the icon's name as a last resort. One observer for the whole document, so every screen,
 * antd's own controls included, gets it without doing anything.
 */
const CONTROL =
  'button, a, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"], [role="treeitem"]';
const ICON = '.anticon[role="img"]:not([aria-hidden])';

function isLabelled(control: Element): boolean {
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) return true;
  // An icon's svg carries no text, so any text in the control is its label.
  return (control.textContent ?? '').trim() !== '';
}

function hideIconsIn(root: Element): void {
  const icons = root.matches(ICON) ? [root] : Array.from(root.querySelectorAll(ICON));
  for (const icon of icons) {
    const control = icon.parentElement?.closest(CONTROL);
    if (control && isLabelled(control)) icon.setAttribute('aria-hidden', 'true');
  }
}

/** Starts hiding decorative icons under `root` (the document body by default); returns a stop. */
export function hideDecorativeIcons(root: Element = document.body): () => void {
  hideIconsIn(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const node = mutation.target;
      const element = node instanceof Element ? node : node.parentElement;
      // A label may arrive after its icon: look again from the nearest control.
      if (element) hideIconsIn(element.closest(CONTROL) ?? element);
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
