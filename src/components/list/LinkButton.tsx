import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './list.module.css';

export interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  danger?: boolean;
  /** a menu trigger (the row's More) positions its menu by the button */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A small link-style button for table rows, drawn with antd's theme variables. antd's Button
 * (wave effect, compact-space context, style hooks) costs a row more than its cells together,
 * and a list page renders three per row on every filter and page change.
 */
export function LinkButton({ danger, className, ...props }: LinkButtonProps) {
  const classes = [styles.linkButton, danger ? styles.danger : '', className ?? ''].filter(Boolean).join(' ');
  return <button type="button" className={classes} {...props} />;
}
