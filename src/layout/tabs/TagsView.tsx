import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTabsStore } from '@/stores/tabs';
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

  useEffect(() => {
    const box = strip.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !active) return;
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
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={`${styles.tab} ${active ? styles.active : ''}`}
              onClick={() => actions.go(tab.key)}
              onKeyDown={(e) => e.key === 'Enter' && actions.go(tab.key)}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onAuxClick={(e) => {
                if (e.button === 1 && !tab.affix) void actions.close(tab.key);
              }}
              onContextMenu={(e) => openMenu(e, index)}
              title={tab.title}
            >
              <span className={styles.title}>{tab.title}</span>
              {tab.affix ? null : (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('tabs.closeTab', { title: tab.title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    void actions.close(tab.key);
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {anchor ? <TabContextMenu anchor={anchor} count={tabs.length} actions={actions} onClose={closeMenu} /> : null}
    </div>
  );
}
