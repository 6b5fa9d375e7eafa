import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ListTable, SPINNER_DELAY_MS } from '@/components/list/ListTable';

interface Row {
  id: number;
  name: string;
}

const list = {
  pageNum: 1,
  pageSize: 20,
  setPage: () => undefined,
  orderByColumn: undefined,
  isAsc: undefined,
  setSort: () => undefined,
};
const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

function Table({ rows, loading }: { rows: Row[]; loading: boolean }) {
  return (
    <ListTable<Row>
      rowKey="id"
      list={list}
      result={{ rows, total: rows.length, loading }}
      columns={columns}
      scrollX={400}
    />
  );
}

const busy = () => document.querySelector('[aria-busy="true"]');

describe('the list table while a page loads', () => {
  it('spins at once when it has no rows yet, rather than saying there is no data', () => {
    render(<Table rows={[]} loading />);
    expect(busy()).not.toBeNull();
  });

  it('keeps the rows undimmed for a quick answer, and spins when the answer is slow', async () => {
    const rows = [{ id: 1, name: 'Li Hua' }];
    const view = render(<Table rows={rows} loading={false} />);
    view.rerender(<Table rows={rows} loading />);
    expect(busy()).toBeNull();
    expect(screen.getByText('Li Hua')).toBeInTheDocument();
    await waitFor(() => expect(busy()).not.toBeNull(), { timeout: SPINNER_DELAY_MS + 500 });
    view.rerender(<Table rows={rows} loading={false} />);
    expect(busy()).toBeNull();
  });
});
