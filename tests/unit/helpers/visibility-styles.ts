// jsdom lays nothing out, yet for every element a test asks about (each role query, each click)
// it matches the element and its ancestors against every rule of antd's styles, about 2,500, and
// parses the value of each declaration that matches. Of all those declarations a test can observe
// four: whether an element is shown (display, visibility: Testing Library's role queries; opacity
// too: jest-dom's toBeVisible) and whether it takes a press (pointer-events: user-event). Each style
// that reaches the page keeps only those; a rule left with none goes, and so do the rules jsdom
// never applies (keyframes, font faces). Custom properties go too: jsdom substitutes none into a
// property, yet reads every one declared whenever it computes a style, and resolves one declared
// `inherit` by asking every ancestor, each of which asks all of its own again (jsdom/jsdom#4330).

const SEEN = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** The style rule classes of the window whose sheets are trimmed (the tests' own, or another jsdom's). */
interface RuleKinds {
  CSSStyleRule: typeof CSSStyleRule;
  CSSGroupingRule: typeof CSSGroupingRule;
}

/** Keeps what a test can see in `rules`, removing (through `remove`, by index) each rule left with nothing. */
function keepVisibility(rules: CSSRuleList, remove: (index: number) => void, kinds: RuleKinds = window): void {
  const { CSSStyleRule, CSSGroupingRule } = kinds;
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index];
    if (rule instanceof CSSStyleRule) {
      const { style } = rule;
      for (const property of Array.from(style)) if (!SEEN.has(property)) style.removeProperty(property);
      if (style.length === 0) remove(index);
    } else if (rule instanceof CSSGroupingRule) {
      keepVisibility(rule.cssRules, (inner) => rule.deleteRule(inner), kinds);
      if (rule.cssRules.length === 0) remove(index);
    } else {
      remove(index);
    }
  }
}

function trim(style: HTMLStyleElement, kinds?: RuleKinds): void {
  const { sheet } = style;
  if (sheet) keepVisibility(sheet.cssRules, (index) => sheet.deleteRule(index), kinds);
}

/**
 * What a stylesheet holds that a test can see, as CSS text: for antd's own stylesheet, which the
 * console loads as a file (zero-runtime mode) and jsdom does not, read once for the whole run.
 */
export function visibilityRulesOf(css: string, view: Window & typeof globalThis): string {
  const style = view.document.createElement('style');
  style.textContent = css;
  view.document.head.append(style);
  trim(style, view);
  return Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText).join('\n');
}

/** The style elements a batch of changes added or rewrote. */
function touched(records: MutationRecord[]): Set<HTMLStyleElement> {
  const styles = new Set<HTMLStyleElement>();
  for (const record of records) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    if (target instanceof HTMLStyleElement) styles.add(target);
    for (const node of record.addedNodes) if (node instanceof HTMLStyleElement) styles.add(node);
  }
  return styles;
}

/** Trims every style in the document's head to what decides visibility, and each one as it arrives or changes. */
export function keepOnlyVisibilityStyles(document: Document): void {
  new MutationObserver((records) => touched(records).forEach((style) => trim(style))).observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  document.head.querySelectorAll('style').forEach((style) => trim(style));
}
