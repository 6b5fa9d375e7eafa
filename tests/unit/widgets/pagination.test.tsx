import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPagination, pageAfterSizeChange } from '@/components/list/ListPagination';
import { pagerItems } from '@/components/list/pager-items';
import { SCROLL_TOP_MS } from '@/utils/scroll';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** The numbered page buttons the pager shows, '…' for a gap. */
function pageButtons(): string[] {
  return screen
    .getAllByRole('button')
    .filter((b) => /^第 \d+ 页$|^向[前后]/.test(b.getAttribute('aria-label') ?? ''))
    .map((b) => b.textContent || '…');
}

afterEach(() => {
  setWidth(1024);
  vi.restoreAllMocks();
});

describe('ListPagination', () => {
  it('is hidden when there is nothing to page', () => {
    const { container } = render(<ListPagination total={0} pageNum={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows total, sizes, prev, pager, next and jumper in that order, 20 per page by default', () => {
    render(<ListPagination total={95} pageNum={1} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 95 条')).toBeInTheDocument();
    expect(within(nav).getByText('20 条/页')).toBeInTheDocument();
    const order = [
      within(nav).getByText('共 95 条'),
      within(nav).getByRole('combobox', { name: '每页条数' }),
      within(nav).getByRole('button', { name: '上一页' }),
      within(nav).getByRole('button', { name: '第 1 页' }),
      within(nav).getByRole('button', { name: '下一页' }),
      within(nav).getByRole('spinbutton', { name: '跳转到页码' }),
    ];
    order.forEach((node) => expect(node).not.toBeNull());
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('says "more than" the total when the server capped its count', () => {
    render(<ListPagination total={10000} totalCapped pageNum={1} pageSize={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('超过 10000 条')).toBeInTheDocument();
    expect(within(nav).queryByText('共 10000 条')).toBeNull();
  });

  it('offers the sizes 10, 20, 30 and 50', async () => {
    const user = userEvent.setup();
    render(<ListPagination total={95} pageNum={1} onChange={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await screen.findByTitle('50 条/页');
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  });

  it('shows 7 page numbers on wide windows and 5 under 992 px', () => {
    setWidth(1280);
    const { rerender } = render(<ListPagination total={1000} pageNum={25} pageSize={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '…', '23', '24', '25', '26', '27', '…', '100']);
    act(() => setWidth(800));
    rerender(<ListPagination total={1000} pageNum={25} pageSize={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '…', '24', '25', '26', '…', '100']);
    rerender(<ListPagination total={1000} pageNum={1} pageSize={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '…', '100']);
  });

  it("computes the page numbers like the spec's pager count", () => {
    expect(pagerItems(1, 100, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 100]);
    expect(pagerItems(100, 100, 7)).toEqual([1, 'prev-more', 95, 96, 97, 98, 99, 100]);
    expect(pagerItems(4, 100, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 100]);
    expect(pagerItems(5, 100, 7)).toEqual([1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 100]);
    expect(pagerItems(3, 6, 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
    expect(pagerItems(50, 100, 5)).toEqual([1, 'prev-more', 49, 50, 51, 'next-more', 100]);
  });

  it('jumps with the "more" gaps and the page box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ListPagination total={1000} pageNum={25} pageSize={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(30, 10);
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(20, 10);
    await user.type(screen.getByRole('spinbutton', { name: '跳转到页码' }), '77{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(77, 10);
  });

  it('goes back to page 1 on a size change only when the current page would run past the end', async () => {
    expect(pageAfterSizeChange(3, 10, 95)).toBe(3);
    expect(pageAfterSizeChange(3, 50, 95)).toBe(1);
    expect(pageAfterSizeChange(2, 30, 95)).toBe(2);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ListPagination total={95} pageNum={4} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByText('50 条/页'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('reports page changes and scrolls the window to the top within 800 ms', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ListPagination total={95} pageNum={1} onChange={onChange} />);
    // the animation's clock and frames are the test's, so "within 800 ms" holds on a busy machine too
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      await user.click(screen.getByRole('button', { name: '第 3 页' }));
      expect(onChange).toHaveBeenCalledWith(3, 20);
      act(() => vi.advanceTimersByTime(SCROLL_TOP_MS / 2));
      expect(scrollTo).toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenLastCalledWith(0, 0); // animated, not a jump
      act(() => vi.advanceTimersByTime(SCROLL_TOP_MS / 2 + 20));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves to the last page when the current one is past the end (after a delete)', () => {
    const onChange = vi.fn();
    render(<ListPagination total={40} pageNum={3} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(2, 20);
  });
});
