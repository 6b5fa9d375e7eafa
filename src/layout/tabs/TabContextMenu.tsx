import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitedTab } from '@/stores/tab-model';
import { moveFocusByKey } from './roving-focus';
import type { useTabActions } from './useTabActions';
import styles from './tabs.module.css';

/** The menu is 105 px wide and opens 15 px right of the pointer, inside the strip. */
export const MENU_WIDTH_PX = 105;
export const MENU_OFFSET_PX = 15;

export interface MenuAnchor {
  tab: VisitedTab;
  index: number;
  left: number;
  top: number;
  /** opened with Shift+F10 or the menu key: its first action takes the focus */
  fromKeyboard?: boolean;
}

/** Left offset inside the strip: right of the pointer, but never past the strip's right edge. */
export function menuLeft(pointerX: number, stripLeft: number, stripWidth: number): number {
  const left = pointerX - stripLeft + MENU_OFFSET_PX;
  return Math.max(0, Math.min(left, stripWidth - MENU_WIDTH_PX));
}

interface Props {
  anchor: MenuAnchor;
  count: number;
  actions: ReturnType<typeof useTabActions>;
  onClose: () => void;
}

export default function TabContextMenu({ anchor, count, actions, onClose }: Props) {
  const { t } = useTranslation('layout');
  const { tab, index } = anchor;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (anchor.fromKeyboard) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);
  useEffect(() => {
    const close = () => onClose();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    // Any click elsewhere closes it.
    document.addEventListener('click', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const items = [
    { key: 'refresh', label: t('tabs.refresh'), run: () => actions.refresh(tab.key), show: true },
    { key: 'close', label: t('tabs.close'), run: () => actions.close(tab.key), show: !tab.affix },
    { key: 'others', label: t('tabs.closeOthers'), run: () => actions.closeOthers(tab.key), show: true },
    { key: 'left', label: t('tabs.closeLeft'), run: () => actions.closeLeft(tab.key), show: index > 0 },
    { key: 'right', label: t('tabs.closeRight'), run: () => actions.closeRight(tab.key), show: index < count - 1 },
    { key: 'all', label: t('tabs.closeAll'), run: () => actions.closeAll(), show: true },
  ];
  const shown = items.filter((item) => item.show);
  // The menu pattern's keys: arrows, Home and End move, Enter or Space runs, Tab leaves.
  const onKey = (e: ReactKeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (moveFocusByKey(e, entries, at, { back: 'ArrowUp', forward: 'ArrowDown' })) return;
    if ((e.key === 'Enter' || e.key === ' ') && shown[at]) {
      e.preventDefault();
      onClose();
      void shown[at].run();
    } else if (e.key === 'Tab') onClose();
  };
  return (
    <ul
      ref={list}
      onKeyDown={onKey}
      className={styles.menu}
      role="menu"
      aria-label={t('tabs.menu', { title: tab.title })}
      style={{ left: anchor.left, top: anchor.top, width: MENU_WIDTH_PX }}
    >
      {shown.map((item) => (
        <li key={item.key} role="menuitem" tabIndex={-1} onClick={() => void item.run()}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
