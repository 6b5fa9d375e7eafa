import { useState } from 'react';
import { feedback } from '@/api/feedback';
import { i18n } from '@/i18n';
import { confirmStatus } from './confirm';
import styles from './StatusSwitch.module.css';

export interface StatusSwitchProps {
  /** the record's status: "0" normal (on), "1" disabled (off) */
  status: string;
  /** the record's name for the question (确认要停用"张三"吗？) */
  name: string;
  /** saves the new status; rejects when the call failed (the request layer said why) */
  onChange: (status: '0' | '1') => Promise<unknown>;
  disabled?: boolean;
}

/**
 * Enable/disable a record from its row: asks first, naming the record, then saves and says so.
 * Cancelling or a failed call leaves the switch as it was. A plain button with the switch role,
 * drawn like antd's (see the stylesheet for why).
 */
export function StatusSwitch({ status, name, onChange, disabled }: StatusSwitchProps) {
  // i18next itself rather than a useTranslation per row: see RowActions
  const [busy, setBusy] = useState(false);
  const on = status === '0';
  const toggle = async (enable: boolean) => {
    if (!(await confirmStatus(name, enable))) return;
    setBusy(true);
    try {
      await onChange(enable ? '0' : '1');
      void feedback.success(i18n.t(enable ? 'widgets:confirm.enabled' : 'widgets:confirm.disabled'));
    } catch {
      // shown by the request layer; the switch stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={on}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      aria-label={i18n.t('widgets:confirm.statusOf', { name })}
      onClick={() => void toggle(!on)}
    >
      <span className={styles.handle} />
    </button>
  );
}
