import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { pictureColumn } from '@/components/list';
import { exportColumns } from '@/components/list/spreadsheet/export-columns';

// A picture cell: drawn from the row, never written to an export.

interface Banner {
  image: string;
  title: string;
}

const column = pictureColumn('image', '图片', 110, (b: Banner) => <img src={b.image} alt={`${b.title}的图片`} />);

describe('pictureColumn', () => {
  it('draws the row’s picture', () => {
    render(<>{column.render(undefined, { image: '/a.png', title: '春季招生' })}</>);
    expect(screen.getByRole('img', { name: '春季招生的图片' })).toHaveAttribute('src', '/a.png');
  });

  it('leaves the picture out of the export and keeps its key for the chosen columns', () => {
    expect(exportColumns([column, { key: 'title', title: '标题', dataIndex: 'title' }]).map((c) => c.header)).toEqual([
      '标题',
    ]);
    expect(column).toMatchObject({ key: 'image', title: '图片', width: 110 });
  });
});
