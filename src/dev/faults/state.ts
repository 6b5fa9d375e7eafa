import { isFaultId, type FaultId } from '@contract/dev-faults';

// Which fault is switched on: one per browser tab, kept in sessionStorage so that it survives a
// reload (the page asks the backend again at once) and ends with the tab.

const STORAGE_KEY = 'csp-mock-fault';
export const FAULT_PARAM = 'mockFault';

type Listener = (fault: FaultId | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage blocked by the browser: faults can only be chosen from the panel, for this page
    return null;
  }
}

let inMemory: FaultId | null = null;

export function currentFault(): FaultId | null {
  const store = storage();
  if (!store) return inMemory;
  const saved = store.getItem(STORAGE_KEY);
  return isFaultId(saved) ? saved : null;
}

/** Switches a fault on, or every fault off with `null`, and tells the panel. */
export function setFault(fault: FaultId | null): void {
  inMemory = fault;
  const store = storage();
  if (fault) store?.setItem(STORAGE_KEY, fault);
  else store?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener(fault);
}

export function onFaultChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `?mockFault=<id>` switches that fault on, `?mockFault=off` (or any unknown value) switches it
 * off; the parameter is then taken out of the address so the app's own links are not disturbed.
 */
export function takeFaultFromAddress(location: Location = window.location): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(FAULT_PARAM)) return;
  const wanted = url.searchParams.get(FAULT_PARAM);
  setFault(isFaultId(wanted) ? wanted : null);
  url.searchParams.delete(FAULT_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
