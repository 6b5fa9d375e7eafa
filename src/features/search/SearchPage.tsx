import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input, Spin, Tag, Typography, type InputRef } from 'antd';
import { ExportOutlined, ReadOutlined, SearchOutlined } from '@ant-design/icons';

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccess } from '@/hooks/useAccess';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { currentLanguage } from '@/i18n';
import { MenuIcon } from '@/layout/menu-icons';
import { useRoutesStore } from '@/stores/routes';
import type { CourseHit } from './types';
import { useCourseSearch } from './queries';
import { buildSearchPool, createMenuSearch, searchTerm, type SearchEntry } from './menu-search';
import styles from './search.module.css';
import { courseDetailPath } from '@/features/course';
import { SEARCH_PERMS } from './perms';

/** How long typing must pause before the backend is asked for courses. */
const COURSE_SEARCH_DELAY_MS = 300;
const COURSE_PERMISSION = SEARCH_PERMS.courses;

const PAGES_LIST_ID = 'search-pages';
const COURSES_LIST_ID = 'search-courses';
const optionId = (index: number) => `search-option-${index}`;

/** Either language's title; the other one when the current language has none. */
function courseTitles(course: CourseHit): { title: string; other: string } {
  const [mine, theirs] = currentLanguage() === 'en' ? [course.titleEn, course.title] : [course.title, course.titleEn];
  return mine ? { title: mine, other: theirs } : { title: theirs, other: '' };
}

type Hit = { kind: 'page'; entry: SearchEntry } | { kind: 'course'; course: CourseHit };

function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function Option(props: {
  index: number;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
  children: ReactNode;
}) {
  return (
    <li
      id={optionId(props.index)}
      role="option"
      aria-selected={props.active}
      className={props.active ? `${styles.option} ${styles.active}` : styles.option}
      // Keeps the focus in the search box, so the arrow keys go on working after a click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={props.onHover}
      onClick={props.onPick}
    >
      {props.children}
    </li>
  );
}

/**
 * `/admin/search`: menu search over the user's pages and, for users who may list
 * courses, course titles through the backend. Arrow keys choose, Enter opens.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const location = useLocation();
  const { can } = useAccess();
  const menus = useRoutesStore((s) => s.menus);
  const pages = useRoutesStore((s) => s.pages);
  const search = useMemo(() => createMenuSearch(buildSearchPool(menus, pages)), [menus, pages]);
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);

  // Every arrival (a menu click, the header box, Ctrl+K again on this page) puts the cursor here.
  useEffect(() => {
    input.current?.focus({ cursor: 'all' });
  }, [location.key]);

  const term = searchTerm(text);
  const pageHits = useMemo(() => search(term), [search, term]);
  const showCourses = can([...COURSE_PERMISSION], 'all');
  const courseTerm = useDebouncedValue(term, COURSE_SEARCH_DELAY_MS);
  const courses = useCourseSearch(courseTerm, showCourses && courseTerm !== '');
  const courseHits = showCourses && term && courseTerm === term ? (courses.data ?? []) : [];
  const coursesPending = showCourses && term !== '' && (courseTerm !== term || courses.isFetching);

  const hits: Hit[] = [
    ...pageHits.map((entry): Hit => ({ kind: 'page', entry })),
    ...courseHits.map((course): Hit => ({ kind: 'course', course })),
  ];
  const current = hits.length ? Math.min(active, hits.length - 1) : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    if (hit.kind === 'course') {
      void navigate(courseDetailPath(hit.course.courseId));
    } else if (hit.entry.external) {
      openInNewWindow(hit.entry.path);
    } else {
      const query = pages.find((p) => p.path === hit.entry.path)?.query;
      void navigate({ pathname: hit.entry.path, search: query ? `?${new URLSearchParams(query)}` : '' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[current]);
    }
  };

  const option = (index: number, content: ReactNode) => (
    <Option
      key={optionId(index)}
      index={index}
      active={index === current}
      onPick={() => open(hits[index])}
      onHover={() => setActive(index)}
    >
      {content}
    </Option>
  );

  return (
    <div className={styles.page}>
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Input
        ref={input}
        size="large"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={showCourses ? t('placeholderWithCourses') : t('placeholder')}
        aria-label={t('inputLabel')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={showCourses ? `${PAGES_LIST_ID} ${COURSES_LIST_ID}` : PAGES_LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t('hint')}
      </Typography.Paragraph>

      {term ? (
        <section aria-labelledby={`${PAGES_LIST_ID}-title`} className={styles.section}>
          <Typography.Title level={5} id={`${PAGES_LIST_ID}-title`}>
            {t('pages')}
          </Typography.Title>
          <ul id={PAGES_LIST_ID} role="listbox" aria-label={t('pages')} className={styles.list}>
            {pageHits.map((entry, index) =>
              option(
                index,
                <>
                  <span className={styles.icon} aria-hidden="true">
                    <MenuIcon name={entry.icon} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>{entry.titlePath}</span>
                    <span className={styles.path}>{entry.path}</span>
                  </span>
                  {entry.external ? (
                    <Tag icon={<ExportOutlined />} className={styles.tag}>
                      {t('external')}
                    </Tag>
                  ) : null}
                </>,
              ),
            )}
          </ul>
          {pageHits.length === 0 ? <Typography.Text type="secondary">{t('noPages')}</Typography.Text> : null}
        </section>
      ) : null}

      {term && showCourses ? (
        <section aria-labelledby={`${COURSES_LIST_ID}-title`} className={styles.section}>
          <Typography.Title level={5} id={`${COURSES_LIST_ID}-title`}>
            {t('courses')}
          </Typography.Title>
          <ul id={COURSES_LIST_ID} role="listbox" aria-label={t('courses')} className={styles.list}>
            {courseHits.map((course, i) => {
              const { title, other } = courseTitles(course);
              return option(
                pageHits.length + i,
                <>
                  <span className={styles.icon} aria-hidden="true">
                    <ReadOutlined />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>{title}</span>
                    {other ? <span className={styles.path}>{other}</span> : null}
                  </span>
                </>,
              );
            })}
          </ul>
          {coursesPending ? (
            <span className={styles.pending}>
              <Spin size="small" />
              <Typography.Text type="secondary">{t('coursesLoading')}</Typography.Text>
            </span>
          ) : courseHits.length === 0 ? (
            <Typography.Text type="secondary">{t('noCourses')}</Typography.Text>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
