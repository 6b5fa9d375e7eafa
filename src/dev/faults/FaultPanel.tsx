import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAULT_IDS, type FaultId } from '@contract/dev-faults';
import { currentFault, onFaultChange, setFault } from './state';
import styles from './fault-panel.module.css';

const CHOICES: (FaultId | null)[] = [null, ...FAULT_IDS];

/**
 * Development's floating switch for the backend's faults: a button in a corner that opens a
 * small list of choices. Red while a fault is on, so nobody takes a simulated outage for a real
 * one.
 */
export default function FaultPanel() {
  const { t } = useTranslation('mockFault');
  const [fault, setShown] = useState(currentFault);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // The switch may change without the panel: the address, or an expired session turning it off.
  useEffect(() => onFaultChange(setShown), []);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const name = (id: FaultId | null) => t(id ?? 'none');
  return (
    <div className={styles.corner}>
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className={styles.panel}
          onKeyDown={closeOnEscape}
        >
          <fieldset className={styles.choices}>
            <legend id={titleId} className={styles.title}>
              {t('title')}
            </legend>
            <p className={styles.hint}>{t('hint')}</p>
            {CHOICES.map((id) => (
              <label key={id ?? 'none'} className={styles.choice}>
                <input
                  type="radio"
                  name={`${panelId}-fault`}
                  checked={fault === id}
                  onChange={() => setFault(id)}
                  // The chosen one takes the focus, as in any radio group; arrows move the choice.
                  autoFocus={fault === id}
                />
                {name(id)}
              </label>
            ))}
          </fieldset>
          <button type="button" className={styles.close} onClick={close}>
            {t('close')}
          </button>
        </section>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className={fault ? `${styles.toggle} ${styles.on}` : styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {fault ? t('buttonOn', { fault: name(fault) }) : t('button')}
      </button>
    </div>
  );
}
