import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fieldColumn, pageLinkColumn } from '@/components/list';
import { exportColumns } from '@/components/list/spreadsheet/export-columns';

// A cell that opens another page of the console: a link named by the row, exported as its text.

interface Dict {
  dictId: number;
  dictType: string;
}

const column = pageLinkColumn(fieldColumn('dictType', '字典类型', { ellipsis: true }), {
  to: (d: Dict) => `/system/dict-data/index/${d.dictId}`,
  text: (d: Dict) => d.dictType,
  label: (d: Dict) => `打开 ${d.dictType} 的数据`,
});

describe('pageLinkColumn', () => {
  it('links to the row’s page under the name given for screen readers', () => {
    render(<MemoryRouter>{column.render(undefined, { dictId: 7, dictType: 'sys_yes_no' })}</MemoryRouter>);
    const link = screen.getByRole('link', { name: '打开 sys_yes_no 的数据' });
    expect(link).toHaveAttribute('href', '/system/dict-data/index/7');
    expect(link).toHaveTextContent('sys_yes_no');
  });

  it('is named by its text when no label is given', () => {
    const plain = pageLinkColumn({ key: 'title', title: '标题', width: 200 }, { to: () => '/r/1', text: () => '讲义' });
    render(<MemoryRouter>{plain.render(undefined, {})}</MemoryRouter>);
    expect(screen.getByRole('link', { name: '讲义' })).toHaveAttribute('href', '/r/1');
  });

  it('keeps the column it was given and exports the link’s text', () => {
    expect(column).toMatchObject({ key: 'dictType', dataIndex: 'dictType', ellipsis: true });
    expect(exportColumns([column])[0].value({ dictId: 1, dictType: 'sys_user_sex' })).toBe('sys_user_sex');
  });
});
