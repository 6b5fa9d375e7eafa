export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The page buttons of a pager showing `pagerCount` numbers (odd, e.g. 7 or 5), first and last
 * included, with "more" gaps where pages are left out (Element UI's pager algorithm, which the
 * spec's "pager count" refers to): 1 … 23 24 25 26 27 … 100 for page 25 of 100 with 7.
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  if (pageCount === 1) return [1];
  const half = (pagerCount - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > pagerCount) {
    prevMore = current > pagerCount - half;
    nextMore = current < pageCount - half;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  return [
    1,
    ...(prevMore ? ['prev-more' as const] : []),
    ...middle,
    ...(nextMore ? ['next-more' as const] : []),
    pageCount,
  ];
}
