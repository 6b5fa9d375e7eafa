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

/**
 * A form's `onFinish` that first lets running uploads land, then saves the values as they are
 * then (with the uploaded files' URLs); the fields show what is wrong if they no longer pass.
 */
export function submitAfterUploads<V>(
  form: { validateFields: () => Promise<V> },
  submit: (values: V) => Promise<unknown>,
): () => void {
  return () =>
    void (async () => {
      await uploadsSettled();
      const values = await form.validateFields().catch(() => null);
      if (values !== null) await submit(values);
    })();
}
