import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TimeRangeField } from '@/features/activity/TimeRangeField';

function Harness({ initial }: { initial: [string, string] | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeRangeField value={value} onChange={setValue} />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('activity time range', () => {
  it('shows a stored range to the minute', () => {
    render(<Harness initial={['2030-05-01 19:00:00', '2030-05-01 21:30:00']} />);
    expect(screen.getByPlaceholderText('开始时间')).toHaveValue('2030-05-01 19:00');
    expect(screen.getByPlaceholderText('结束时间')).toHaveValue('2030-05-01 21:30');
  });

  it('takes both ends typed to the minute and keeps them with seconds, as the backend wants', async () => {
    const user = userEvent.setup();
    render(<Harness initial={null} />);
    await user.click(screen.getByPlaceholderText('开始时间'));
    await user.type(screen.getByPlaceholderText('开始时间'), '2030-05-01 19:00{Enter}');
    await user.type(screen.getByPlaceholderText('结束时间'), '2030-05-01 21:30{Enter}');
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(
      '["2030-05-01 19:00:00","2030-05-01 21:30:00"]',
    );
  });
});
