import { useState, type ReactNode } from 'react';
import { Dropdown } from 'antd';
import { useAccess } from '@/hooks/useAccess';
import { i18n } from '@/i18n';
import type { PermissionGate } from '@/utils/permission';
import { LinkButton } from './LinkButton';
import styles from './list.module.css';

/** One action of a table row, behind the shared permission gate. */
export interface RowAction extends PermissionGate {
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** the pointer rests on the action or the focus reaches it: a chance to start loading what it opens */
  onIntent?: () => void;
}

type Shortcut = Omit<RowAction, 'label'>;

/** Past this many actions a row shows the first ones and puts the rest under 更多 / More. */
export const INLINE_ACTIONS = 3;

export interface RowActionsProps {
  /** 修改 / Edit */
  edit?: Shortcut;
  /** 删除 / Delete (red) */
  remove?: Shortcut;
  /** more actions after edit and delete */
  more?: RowAction[];
  /** how many buttons fit in the row before the overflow menu takes over (default 3) */
  inline?: number;
}

/**
 * The link buttons of a table row, each behind its permission. When more actions remain than fit,
 * the first `inline - 1` stay as buttons and the rest go into a 更多 / More dropdown (a button, so
 * Tab reaches it and Enter opens it; the menu items take the arrow keys).
 */
export function RowActions({ edit, remove, more = [], inline = INLINE_ACTIONS }: RowActionsProps) {
  // Every row has one: its labels come from i18next itself, not a useTranslation subscription per
  // row (20 rows subscribed and unsubscribed again on every page). Every message is loaded before
  // a console page renders, and switching the language reloads the page.
  const { allows } = useAccess();
  const actions: RowAction[] = [
    ...(edit ? [{ label: i18n.t('widgets:list.edit'), ...edit }] : []),
    ...(remove ? [{ label: i18n.t('widgets:list.delete'), danger: true, ...remove }] : []),
    ...more,
  ].filter(allows);
  if (!actions.length) return null;
  const overflow = actions.length > inline;
  const shown = overflow ? actions.slice(0, Math.max(inline - 1, 0)) : actions;
  const hidden = overflow ? actions.slice(shown.length) : [];
  return (
    // a plain wrapping row, not antd's Space: every row of a list has one
    <div className={styles.rowActions}>
      {shown.map((a, i) => (
        <LinkButton
          key={i}
          danger={a.danger}
          disabled={a.disabled}
          onClick={a.onClick}
          onMouseEnter={a.onIntent}
          onFocus={a.onIntent}
        >
          {a.label}
        </LinkButton>
      ))}
      {hidden.length ? <MoreMenu actions={hidden} /> : null}
    </div>
  );
}

/**
 * The 更多 / More button and its menu. antd's Dropdown (a trigger, a portal, resize observers)
 * costs a row more than all its other buttons together, and every row of a list has one while
 * few are ever opened: so a row shows a plain button, and the menu is mounted the first time it
 * is pressed, open, with the focus in it.
 */
function MoreMenu({ actions }: { actions: RowAction[] }) {
  const [open, setOpen] = useState<boolean | null>(null);
  // once the menu is mounted, its own trigger opens and closes it
  const button = (
    <LinkButton aria-haspopup="menu" aria-expanded={!!open} onClick={open === null ? () => setOpen(true) : undefined}>
      {i18n.t('widgets:list.more')}
      <span className={styles.moreArrow} aria-hidden="true" />
    </LinkButton>
  );
  if (open === null) return button;
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      // the open menu takes the focus, so the arrow keys and Enter work at once
      autoFocus
      menu={{
        items: actions.map((a, i) => ({
          key: i,
          label: a.label,
          danger: a.danger,
          disabled: a.disabled,
          onClick: a.onClick,
        })),
      }}
    >
      {button}
    </Dropdown>
  );
}
