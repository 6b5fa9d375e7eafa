import { useSyncExternalStore } from 'react';

/** antd's `sm` breakpoint: below it a screen is a phone. */
const PHONE_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the window is phone-narrow (under 576 px), following resizes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
}
