import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { prefersReducedMotion } from '@/theme';
import { bannerTarget } from './banner-target';
import type { PublicBanner } from './types';
import styles from './website.module.css';

const AUTOPLAY_MS = 5000;

/** The picture and title of a banner, wrapped in its link when it has one. */
function Slide({ banner }: { banner: PublicBanner }) {
  const target = bannerTarget(banner);
  const body: ReactNode = (
    <>
      <img src={banner.image} alt="" className={styles.slideImage} />
      <span className={styles.slideTitle}>{banner.title}</span>
    </>
  );
  if (!target) return <div className={styles.slideBody}>{body}</div>;
  if ('outside' in target) {
    return (
      <a className={styles.slideBody} href={target.outside} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link className={styles.slideBody} to={target.inside}>
      {body}
    </Link>
  );
}

/**
 * The banners one at a time, in their sort order: previous/next buttons and one dot per banner,
 * turning by itself every few seconds unless the visitor is pointing at or focused in it (or
 * prefers reduced motion). Only the shown banner is in the page, so each link appears once.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  const { t } = useTranslation('website');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const shown = count ? index % count : 0;
  const go = (to: number) => setIndex(((to % count) + count) % count);

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (!count) return null;
  const banner = banners[shown];
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription={t('carousel.slide')}
        aria-label={t('carousel.position', { n: shown + 1, total: count, title: banner.title })}
      >
        <Slide banner={banner} />
      </div>
      {count > 1 ? (
        <div className={styles.carouselControls}>
          <Button
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={t('carousel.previous')}
            onClick={() => go(shown - 1)}
          />
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={b.bannerId}
                type="button"
                className={i === shown ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={t('carousel.show', { title: b.title })}
                aria-current={i === shown}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label={t('carousel.next')}
            onClick={() => go(shown + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
