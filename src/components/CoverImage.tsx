import styles from './CoverImage.module.css';

/**
 * A record's cover picture (16:10), or a placeholder with the same label when it has none. A plain
 * lazy <img>: a list shows one per row, and an antd Image (with its preview machinery) per row
 * costs a page change more than the whole rest of the row.
 */
export function CoverImage({ src, label, width }: { src: string; label: string; width?: number | string }) {
  if (!src)
    return (
      <span className={styles.noCover} style={{ width }} role="img" aria-label={label}>
        <PictureGlyph />
      </span>
    );
  return <img src={src} alt={label} width={width} loading="lazy" className={styles.cover} />;
}

/**
 * A picture's outline for the placeholder, drawn as a static SVG: an antd icon component (its
 * context, hooks and style check) in every row without a cover costs a page of rows more.
 */
function PictureGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-5 4 4 3-3 4 4" />
    </svg>
  );
}
