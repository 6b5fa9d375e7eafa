import { decodeEvent, encodeEvent, type LiveBus, type LiveEvent } from './events';

// The bus of one process (PGlite: one process owns the data folder). An event is passed through
// its text form all the same, so that it reaches the listeners exactly as PostgreSQL's bus would
// deliver it, and a listener can never change what the next one hears.

export function inProcessBus(): LiveBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    publish(event) {
      const text = encodeEvent(event);
      // after the publisher's own work, as NOTIFY is delivered after its statement
      setImmediate(() => {
        const heard = decodeEvent(text);
        if (heard) for (const listener of listeners) listener(heard);
      });
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
