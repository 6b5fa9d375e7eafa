import { afterEach, describe, expect, it } from 'vitest';

// tests/setup.ts trims every style in the page to the declarations a test can observe
// (tests/unit/helpers/visibility-styles.ts): whether an element shows and whether it takes a press.

const afterObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What is left of the style's rules, as text. */
const rulesOf = (style: HTMLStyleElement) => Array.from(style.sheet!.cssRules, (rule) => rule.cssText);

describe('the styles a component test sees (test environment)', () => {
  const added: Element[] = [];
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  function addStyle(css: string): HTMLStyleElement {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    added.push(style);
    return style;
  }

  function addElement(className: string): HTMLElement {
    const element = document.body.appendChild(document.createElement('div'));
    element.className = className;
    added.push(element);
    return element;
  }

  it('keeps display, visibility, opacity and pointer-events, and drops the rest and the rules left empty', async () => {
    const style = addStyle(
      '.a { display: none; color: red; --v-one: inherit; } .b { padding: 4px; } ' +
        '.c { visibility: hidden; opacity: 0; pointer-events: none; margin: 0; } @keyframes k { to { opacity: 1 } }',
    );
    await afterObservers();
    expect(rulesOf(style)).toEqual([
      '.a { display: none; }',
      '.c { visibility: hidden; opacity: 0; pointer-events: none; }',
    ]);
    const hidden = addElement('a');
    expect(getComputedStyle(hidden).display).toBe('none');
    expect(getComputedStyle(hidden).color).not.toBe('rgb(255, 0, 0)');
    expect(hidden).not.toBeVisible();
  });

  it('trims a style rewritten in place, and the rules inside a media query', async () => {
    const style = addStyle('.d { color: red; }');
    await afterObservers();
    expect(rulesOf(style)).toEqual([]);
    style.textContent = '@media (min-width: 1px) { .d { display: none; width: 0; } .e { height: 0 } }';
    await afterObservers();
    expect(rulesOf(style)).toEqual(['@media (min-width: 1px) {\n  .d { display: none; }\n}']);
  });
});
