import { afterEach, describe, expect, it } from 'vitest';

// tests/setup.ts gives every CSS variable that defers to an ancestor a value on :root
// (tests/unit/helpers/root-variables.ts), so that jsdom's walk up the ancestors for it ends at once.

const rootValue = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const afterObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the root value of deferring CSS variables (test environment)', () => {
  const added: Element[] = [];
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  function addStyle(css: string): HTMLStyleElement {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    added.push(style);
    return style;
  }

  it('gives one to each variable a style added later declares inherit, unset or initial', async () => {
    addStyle('.a { --t-one: inherit; } .b { --t-two:unset } .c { --t-three: initial; --t-kept: 4px; }');
    await afterObservers();
    expect([rootValue('--t-one'), rootValue('--t-two'), rootValue('--t-three')]).toEqual(['0', '0', '0']);
    expect(rootValue('--t-kept')).toBe('');
  });

  it('reads a style rewritten in place', async () => {
    const style = addStyle('.d { color: red; }');
    await afterObservers();
    expect(rootValue('--t-four')).toBe('');
    style.textContent = '.d { --t-four: inherit; }';
    await afterObservers();
    expect(rootValue('--t-four')).toBe('0');
  });

  it('gives an element deep in the tree the root value of a variable it declares inherit', async () => {
    addStyle('.deep { --t-five: inherit; }');
    await afterObservers();
    let parent: HTMLElement = document.body;
    for (let depth = 0; depth < 16; depth++) parent = parent.appendChild(document.createElement('div'));
    const button = parent.appendChild(document.createElement('button'));
    button.className = 'deep';
    added.push(document.body.firstElementChild!);
    expect(getComputedStyle(button).getPropertyValue('--t-five').trim()).toBe('0');
  });
});
