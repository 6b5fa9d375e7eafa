import type { ReactNode } from 'react';
import styles from './auth.module.css';

export default function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden /> : null}
      {children}
    </button>
  );
}
