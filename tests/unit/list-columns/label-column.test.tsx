import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tag } from 'antd';
import { labelColumn } from '@/components/list';
import { exportColumns } from '@/components/list/spreadsheet/export-columns';

// A coded field reads as its word on screen (or as a tag drawn from the code) and in the export.

const WORDS: Record<string, string> = { user: '用户管理', role: '角色管理' };
const word = (code: string) => WORDS[code] ?? code;

describe('labelColumn', () => {
  it('shows the word of the code and exports the same word, not the code', () => {
    const column = labelColumn('module', '模块', 120, word);
    render(<>{column.render('role')}</>);
    expect(screen.getByText('角色管理')).toBeInTheDocument();
    const [written] = exportColumns([column]);
    expect(written.header).toBe('模块');
    expect(written.value({ module: 'user' })).toBe('用户管理');
  });

  it('draws the code when told how (a tag) while the export still writes the word', () => {
    const column = labelColumn(
      'status',
      '状态',
      90,
      (ok: boolean) => (ok ? '成功' : '失败'),
      (ok) => <Tag color={ok ? 'success' : 'error'}>{ok ? '成功' : '失败'}</Tag>,
    );
    const { container } = render(<>{column.render(false)}</>);
    expect(container.querySelector('.ant-tag-error')).toHaveTextContent('失败');
    expect(exportColumns([column])[0].value({ status: true })).toBe('成功');
  });

  it('keeps the field as the key the chosen columns are remembered by', () => {
    expect(labelColumn('module', '模块', 120, word)).toMatchObject({ key: 'module', dataIndex: 'module', width: 120 });
  });
});
