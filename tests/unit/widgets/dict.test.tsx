import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { server } from '../helpers/msw-server';
import { DictTag } from '@/components/DictTag';
import { useDict, type DictOption } from '@/hooks/useDict';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

runOnRealServer();

const OPTIONS: DictOption[] = [
  { dictValue: '0', dictLabel: '正常', listClass: 'primary' },
  { dictValue: '1', dictLabel: '停用', listClass: 'danger' },
  { dictValue: '2', dictLabel: '成功', listClass: 'success' },
  { dictValue: '3', dictLabel: '信息', listClass: 'info' },
  { dictValue: '4', dictLabel: '警告', listClass: 'warning' },
  { dictValue: '5', dictLabel: '普通', listClass: 'default' },
  { dictValue: '6', dictLabel: '样式', listClass: 'default', cssClass: 'my-class' },
];

function withQuery(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.restoreAllMocks());

describe('DictTag', () => {
  it('compares values as text and colours tags by listClass', () => {
    const { container } = render(<DictTag options={OPTIONS} value={[0, '1', 2, 3, 4]} />);
    const colour = (label: string) => screen.getByText(label).className;
    expect(colour('正常')).toContain('ant-tag-processing');
    expect(colour('停用')).toContain('ant-tag-error');
    expect(colour('成功')).toContain('ant-tag-success');
    expect(colour('信息')).toContain('ant-tag-default');
    expect(colour('警告')).toContain('ant-tag-warning');
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(5);
  });

  it('splits comma-separated values and shows unknown values as themselves', () => {
    render(<DictTag options={OPTIONS} value="0,9, 1" />);
    expect(screen.getByText('正常')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
  });

  it('shows default entries as plain text with their CSS class, and nothing for no value', () => {
    const { container, rerender } = render(<DictTag options={OPTIONS} value="5" />);
    expect(screen.getByText('普通').tagName).toBe('SPAN');
    expect(container.querySelector('.ant-tag')).toBeNull();
    rerender(<DictTag options={OPTIONS} value={6} />);
    expect(screen.getByText('样式')).toHaveClass('my-class');
    rerender(<DictTag options={OPTIONS} value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('useDict', () => {
  function Labels({ type }: { type: string }) {
    const entries = useDict(type);
    return <p data-testid={type}>{entries.map((e) => e.dictLabel).join(',') || 'none'}</p>;
  }

  it('loads a type once and shares it', async () => {
    await loggedInAs('admin');
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/dict/data/type/')) calls.push(request.url);
    };
    server.events.on('request:start', listen);
    render(
      withQuery(
        <>
          <Labels type="sys_normal_disable" />
          <Labels type="sys_normal_disable" />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('sys_normal_disable')[1]).toHaveTextContent('正常,停用'));
    server.events.removeListener('request:start', listen);
    expect(calls).toHaveLength(1);
  });

  it('gives an empty list and a console warning for a dictionary without data', async () => {
    await loggedInAs('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(withQuery(<Labels type="no_such_type" />));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('no_such_type')));
    expect(screen.getByTestId('no_such_type')).toHaveTextContent('none');
  });
});
