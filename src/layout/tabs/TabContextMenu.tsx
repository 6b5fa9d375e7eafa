import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitedTab } from '@/stores/tab-model';
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
  return (
    <ul
      className={styles.menu}
      role="menu"
      aria-label={t('tabs.menu', { title: tab.title })}
      style={{ left: anchor.left, top: anchor.top, width: MENU_WIDTH_PX }}
    >
      {items
        .filter((item) => item.show)
        .map((item) => (
          <li key={item.key} role="menuitem" tabIndex={-1} onClick={() => void item.run()}>
            {item.label}
          </li>
        ))}
    </ul>
  );
}
