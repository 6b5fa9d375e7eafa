import type { AxiosInstance } from 'axios';
import { getToken } from '@/utils/auth-token';
import { FAULT_HEADER } from '@contract/dev-faults';
import { currentFault, setFault } from './state';

/**
 * Names the chosen fault on every backend call, for the development server to play
 * (server/dev-faults.ts). `expired` ends the session it is sent with, so it goes once, on the next
 * call that carries a token (a public page's call has no session to lose), and the switch then
 * turns itself off: the session of the next login is a healthy one.
 */
export function sendChosenFault(service: AxiosInstance): void {
  service.interceptors.request.use((config) => {
    const fault = currentFault();
    if (!fault) return config;
    if (fault === 'expired') {
      // axios runs the request interceptors last-added first: the token is not set on the call
      // yet, so ask the way the request layer does.
      if (config.withToken === false || !getToken()) return config;
      setFault(null);
    }
    config.headers.set(FAULT_HEADER, fault);
    return config;
  });
}
