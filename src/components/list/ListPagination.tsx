import { memo, useEffect, useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/hooks/useListState';
import { useStableCallback } from '@/hooks/useStableCallback';
import { useWindowWidth } from '@/hooks/useWindowWidth';
import { scrollToTop } from '@/utils/scroll';
import { Pager } from './Pager';
import styles from './list.module.css';

/** Under this width the pager shows 5 page numbers instead of 7. */
export const NARROW_WIDTH = 992;
export const PAGER_COUNT = 7;
export const NARROW_PAGER_COUNT = 5;

export interface ListPaginationProps {
  total: number;
  /** more rows match than the server counts: the total reads "more than" */
  totalCapped?: boolean;
  pageNum: number;
  pageSize?: number;
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** false: do not scroll the window to the top after a change */
  autoScroll?: boolean;
}

/** The page a size change lands on: the first page when the current one would run past the end. */
export function pageAfterSizeChange(pageNum: number, newSize: number, total: number): number {
  return pageNum * newSize > total ? 1 : pageNum;
}

/**
 * Pager of every list: layout total, sizes, prev, pager, next, jumper; hidden when
 * there is nothing to page; 5 page numbers on narrow windows, else 7; scrolls up after a change.
 */
export function ListPagination({
  total,
  totalCapped = false,
  pageNum,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  pageSizes = PAGE_SIZES,
  autoScroll = true,
}: ListPaginationProps) {
  const { t } = useTranslation('widgets');
  const narrow = useWindowWidth() < NARROW_WIDTH;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  // After a delete the page may be past the end: follow the server, which answers the last page.
  useEffect(() => {
    if (total > 0 && pageNum > lastPage) onChange(lastPage, pageSize);
  }, [total, pageNum, lastPage, pageSize, onChange]);

  const change = (page: number, size: number) => {
    onChange(page, size);
    if (autoScroll) scrollToTop();
  };
  const changeSize = useStableCallback((size: number) => change(pageAfterSizeChange(pageNum, size, total), size));
  const sizeOptions = useMemo(
    () => pageSizes.map((size) => ({ value: size, label: t('pagination.perPage', { size }) })),
    [pageSizes, t],
  );

  if (total <= 0) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <span className={styles.total}>{t(totalCapped ? 'pagination.totalAtLeast' : 'pagination.total', { total })}</span>
      <SizeSelect label={t('pagination.pageSize')} pageSize={pageSize} options={sizeOptions} onChange={changeSize} />
      <Pager
        current={Math.min(pageNum, lastPage)}
        pageCount={lastPage}
        pagerCount={narrow ? NARROW_PAGER_COUNT : PAGER_COUNT}
        onChange={(page) => change(page, pageSize)}
      />
    </nav>
  );
}

interface SizeSelectProps {
  label: string;
  pageSize: number;
  options: { value: number; label: string }[];
  onChange: (size: number) => void;
}

/** The page size choice, memoised: a page change renders the pager, and antd's Select need not follow. */
const SizeSelect = memo(function SizeSelect({ label, pageSize, options, onChange }: SizeSelectProps) {
  return (
    <Select
      aria-label={label}
      size="small"
      className={styles.sizes}
      value={pageSize}
      options={options}
      onChange={onChange}
    />
  );
});
