import { useMemo } from 'react';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/layout/menu-icons';
import { useRoutesStore } from '@/stores/routes';
import { menuGroups, type MenuEntry } from './menu-entries';
import styles from './menu.module.css';
import { ScreenReaderText } from '@/components/ScreenReaderText';

function EntryCard({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('home');
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        <MenuIcon name={entry.icon} />
      </span>
      <span className={styles.title}>{entry.title}</span>
    </>
  );
  return entry.external ? (
    <a href={entry.path} target="_blank" rel="noopener noreferrer" className={styles.card}>
      {content}
      <ScreenReaderText>{t('menu.external')}</ScreenReaderText>
    </a>
  ) : (
    <Link to={entry.path} className={styles.card}>
      {content}
    </Link>
  );
}

/** `/menu`: every menu entry of the user as a grid of cards, grouped by top-level directory. */
export default function MenuPage() {
  const { t } = useTranslation('home');
  const menus = useRoutesStore((s) => s.menus);
  const pages = useRoutesStore((s) => s.pages);
  const groups = useMemo(() => menuGroups(menus, pages), [menus, pages]);

  return (
    <div>
      <Typography.Title level={3}>{t('menu.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('menu.hint')}</Typography.Paragraph>
      {groups.length === 0 ? <Empty description={t('menu.empty')} /> : null}
      {groups.map((group) => {
        const headingId = `menu-group-${group.key || 'other'}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <Typography.Title level={4} id={headingId} className={styles.groupTitle}>
              {group.title ? (
                <span aria-hidden="true">
                  <MenuIcon name={group.icon} />
                </span>
              ) : null}
              <span>{group.title ?? t('menu.other')}</span>
            </Typography.Title>
            <ul className={styles.grid}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <EntryCard entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
