import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTabsStore } from '@/stores/tabs';
import { moveFocusByKey } from './roving-focus';
import TabContextMenu, { menuLeft, type MenuAnchor } from './TabContextMenu';
import { useTabActions } from './useTabActions';
import styles from './tabs.module.css';

/** Space kept beside the active tab when it is scrolled into view. */
const SCROLL_MARGIN_PX = 4;

/** The strip of visited pages. */
export default function TagsView() {
  const { t } = useTranslation('layout');
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const actions = useTabActions();
  const strip = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<MenuAnchor | null>(null);
  const closeMenu = useCallback(() => setAnchor(null), []);

  const focusShownTab = useRef(false);
  useEffect(() => {
    const box = strip.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !active) return;
    if (focusShownTab.current && !box.contains(document.activeElement)) {
      focusShownTab.current = false;
      active.focus();
    }
    if (active.offsetLeft < box.scrollLeft) box.scrollLeft = active.offsetLeft - SCROLL_MARGIN_PX;
    const right = active.offsetLeft + active.offsetWidth;
    if (right > box.scrollLeft + box.clientWidth) box.scrollLeft = right - box.clientWidth + SCROLL_MARGIN_PX;
  }, [activeKey, tabs.length]);

  const openMenu = (event: MouseEvent, index: number) => {
    event.preventDefault();
    const rect = strip.current?.getBoundingClientRect();
    if (!rect) return;
    setAnchor({
      tab: tabs[index],
      index,
      left: menuLeft(event.clientX, rect.left, rect.width),
      top: event.clientY - rect.top,
    });
  };

  const tabElements = () => Array.from(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);

  /** The context menu under a tab, opened from the keyboard (Shift+F10 or the menu key). */
  const openMenuAt = (target: HTMLElement, index: number) => {
    const rect = strip.current?.getBoundingClientRect();
    if (!rect) return;
    const box = target.getBoundingClientRect();
    setAnchor({
      tab: tabs[index],
      index,
      left: menuLeft(box.left, rect.left, rect.width),
      top: box.bottom - rect.top,
      fromKeyboard: true,
    });
  };

  /**
   * After a menu opened from the keyboard closes, the focus is back on its tab, or on the tab now
   * shown when an action closed that one.
   */
  const closeMenuFromKeyboard = useCallback(() => {
    const key = anchor?.tab.key;
    setAnchor(null);
    requestAnimationFrame(() => {
      const tabs = tabElements();
      (tabs.find((el) => el.dataset.tabKey === key) ?? tabs.find((el) => el.ariaSelected === 'true'))?.focus();
    });
  }, [anchor]);

  /** After a tab closes from the keyboard, the focus goes to the tab now shown (effect above). */
  const closeFromKeyboard = (key: string) => {
    focusShownTab.current = true;
    void actions.close(key);
  };

  // The tab pattern's keys: arrows, Home and End move between tabs, Enter or Space opens one,
  // Delete closes it, Shift+F10 or the menu key opens its actions.
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>, index: number, tab: (typeof tabs)[number]) => {
    if (moveFocusByKey(e, tabElements(), index, { back: 'ArrowLeft', forward: 'ArrowRight' })) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      actions.go(tab.key);
    } else if (e.key === 'Delete' && !tab.affix) {
      e.preventDefault();
      closeFromKeyboard(tab.key);
    } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      e.preventDefault();
      openMenuAt(e.currentTarget, index);
    }
  };

  return (
    <div className={styles.bar}>
      <div
        ref={strip}
        className={styles.strip}
        role="tablist"
        aria-label={t('tabs.label')}
        onWheel={(e) => {
          // A quarter of the wheel's delta, vertical wheels included.
          if (strip.current) strip.current.scrollLeft += (e.deltaY || e.deltaX) / 4;
        }}
      >
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          return (
            <div
              key={tab.key}
              role="tab"
              data-tab-key={tab.key}
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={`${styles.tab} ${active ? styles.active : ''}`}
              onClick={() => actions.go(tab.key)}
              aria-keyshortcuts={tab.affix ? undefined : 'Delete'}
              onKeyDown={(e) => onTabKey(e, index, tab)}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onAuxClick={(e) => {
                if (e.button === 1 && !tab.affix) void actions.close(tab.key);
              }}
              onContextMenu={(e) => openMenu(e, index)}
              title={tab.title}
            >
              <span className={styles.title}>{tab.title}</span>
              {tab.affix ? null : (
                // A button inside a tab would be a control inside a control, which screen
                // readers cannot reach; the keyboard closes a tab with Delete (or its menu).
                <span
                  aria-hidden="true"
                  className={styles.close}
                  title={t('tabs.closeTab', { title: tab.title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    void actions.close(tab.key);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {anchor ? (
        <TabContextMenu
          anchor={anchor}
          count={tabs.length}
          actions={actions}
          onClose={anchor.fromKeyboard ? closeMenuFromKeyboard : closeMenu}
        />
      ) : null}
    </div>
  );
}
