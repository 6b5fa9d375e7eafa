import type { Clock } from '../../../server/lib/clock';

/** The server's clock in the tests: real time, plus whatever a test moved it on by. */
export class TestClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  reset(): void {
    this.offset = 0;
  }
}
