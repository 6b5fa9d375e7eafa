// jsdom 29 (the last for Node 20) resolves a CSS variable declared `inherit`, `unset` or `initial`
// by asking every ancestor for it, and each ancestor asks all of its own again whenever the answer
// is empty, which it is up to the root: 2^depth work per read (jsdom/jsdom#4330). It also reads
// every declared variable whenever a computed style is asked for. antd declares a few such
// variables (an icon-only button's sizes, a date picker's affix colour), so one
// getComputedStyle of a button in a table row took seconds, and Testing Library's role queries
// and user-event's clicks ask for many. A value for each of them on the root ends every walk at
// the first ancestor. jsdom substitutes no var() into a property, so the value itself reaches
// nothing a test reads.

const DEFERRING = /(--[\w-]+)\s*:\s*(?:inherit|unset|initial)\s*[;}]/g;

/** Gives every deferring CSS variable in the document's styles a value on :root, as styles arrive. */
export function giveDeferringVariablesARootValue(document: Document): void {
  const names = new Set<string>();
  const rootRule = document.createElement('style');
  rootRule.dataset.testRootVariables = '';

  const scan = (styles: Iterable<Element>) => {
    const before = names.size;
    for (const style of styles) {
      if (style === rootRule) continue;
      for (const [, name] of (style.textContent ?? '').matchAll(DEFERRING)) names.add(name);
    }
    if (names.size > before) {
      rootRule.textContent = `:root { ${[...names].map((name) => `${name}: 0;`).join(' ')} }`;
    }
    if (names.size > 0 && !rootRule.isConnected) document.head.append(rootRule);
  };

  /** The style elements a batch of changes added or rewrote. */
  const touched = (records: MutationRecord[]) => {
    const styles = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (target?.localName === 'style') styles.add(target);
      for (const node of record.addedNodes) if (node instanceof Element && node.localName === 'style') styles.add(node);
    }
    return styles;
  };

  new MutationObserver((records) => scan(touched(records))).observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  scan(document.head.querySelectorAll('style'));
}
