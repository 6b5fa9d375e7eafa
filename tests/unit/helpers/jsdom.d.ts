// The part of jsdom's own API (it ships no types) that the component tests' global setup uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
