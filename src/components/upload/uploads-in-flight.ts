// The uploads still on their way, across every upload widget on screen: a form saved while one
// is running would save without that file, so a save first waits for them (uploadsSettled).

let inFlight = 0;
let waiters: (() => void)[] = [];

/** Marks an upload as started; the returned function marks it finished (its URL written or refused). */
export function beginUpload(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) {
      const release = waiters;
      waiters = [];
      for (const resolve of release) resolve();
    }
  };
}

/** Resolves once no upload is running (at once when none is). */
export function uploadsSettled(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}
