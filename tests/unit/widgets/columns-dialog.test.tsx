import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ColumnsDialog } from '@/components/list/ColumnsDialog';
import { i18n } from '@/i18n';

const COLUMNS = [
  { key: 'name', title: 'Name' },
  { key: 'phone', title: 'Phone' },
  { key: 'email', title: 'Email' },
];
const noop = () => undefined;

afterEach(async () => {
  await i18n.changeLanguage('zh');
});

describe('ColumnsDialog counts', () => {
  it('counts in English with the right plural: 0 columns, 1 column, 2 columns', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(
      <ColumnsDialog open columns={COLUMNS} hiddenKeys={[]} onChange={noop} onClose={noop} />,
    );
    expect(await screen.findByText('3 columns')).toBeInTheDocument();
    expect(screen.getByText('0 columns')).toBeInTheDocument();
    expect(screen.queryByText(/\bitems?\b/)).not.toBeInTheDocument();
    rerender(<ColumnsDialog open columns={COLUMNS} hiddenKeys={['phone']} onChange={noop} onClose={noop} />);
    expect(screen.getByText('2 columns')).toBeInTheDocument();
    expect(screen.getByText('1 column')).toBeInTheDocument();
  });

  it('counts in Chinese', async () => {
    render(<ColumnsDialog open columns={COLUMNS} hiddenKeys={['email']} onChange={noop} onClose={noop} />);
    expect(await screen.findByText('2 项')).toBeInTheDocument();
    expect(screen.getByText('1 项')).toBeInTheDocument();
  });
});
