import type { ReactNode } from 'react';
import styles from './ScreenReaderText.module.css';

/** Words for screen readers only: in the accessibility tree, drawn nowhere. */
export function ScreenReaderText({ children }: { children: ReactNode }) {
  return <span className={styles.srOnly}>{children}</span>;
}
