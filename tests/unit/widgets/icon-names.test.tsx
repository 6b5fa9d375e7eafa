import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined, ReloadOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { hideDecorativeIcons } from '@/utils/hide-decorative-icons';

// Accessible names must be what the control says, without the names of its icons.

let stop: () => void;
beforeAll(() => {
  stop = hideDecorativeIcons();
});
afterAll(() => stop());

describe('icons inside labelled controls', () => {
  it('are left out of button names', async () => {
    render(
      <>
        <Button icon={<SearchOutlined />}>Search</Button>
        <Button icon={<PlusOutlined />}>Add</Button>
        <Button icon={<ReloadOutlined />}>Reset</Button>
        <Dropdown menu={{ items: [{ key: 'a', label: 'Edit' }] }}>
          <a href="#more">
            More <DownOutlined />
          </a>
        </Dropdown>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument();
  });

  it('are left out when the label arrives after the icon', async () => {
    const { rerender } = render(<Button icon={<SearchOutlined />} />);
    rerender(<Button icon={<SearchOutlined />}>Find</Button>);
    expect(await screen.findByRole('button', { name: 'Find' })).toBeInTheDocument();
  });

  it('still name an icon-only control that has nothing else', async () => {
    render(<Button icon={<RightOutlined />} />);
    expect(await screen.findByRole('button', { name: 'right' })).toBeInTheDocument();
  });
});
