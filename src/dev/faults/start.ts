import { service } from '@/api/request';
import { sendChosenFault } from './fault-header';
import { mountFaultPanel } from './mount-panel';
import { takeFaultFromAddress } from './state';

/**
 * The fault switch of development (docs/api.md "Trying failures by hand"): the address's
 * `?mockFault=` first, so the first calls already carry it, then the header on the one axios
 * instance and the panel. src/main.tsx loads this only under `import.meta.env.DEV`.
 */
export function startFaultSwitch(): void {
  takeFaultFromAddress();
  sendChosenFault(service);
  mountFaultPanel();
}
