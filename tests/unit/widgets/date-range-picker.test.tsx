import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DateRangeFilter } from '@/components/list';
import { TimeRangeField } from '@/features/activity/TimeRangeField';

// The date range picker from the keyboard (src/components/DateRangePicker.tsx): Tab goes from the
// start to the end and then out of the picker, Shift+Tab back out of it, Escape closes the
// calendar and keeps the focus in the field. antd's picker alone keeps Tab in an empty start.

type Range = [Dayjs | null, Dayjs | null] | null;

function Filter({ initial = null }: { initial?: [string, string] | null }) {
  const [value, setValue] = useState<Range>(initial && [dayjs(initial[0]), dayjs(initial[1])]);
  return (
    <>
      <button type="button">before</button>
      <DateRangeFilter value={value} onChange={(days) => setValue(days)} />
      <button type="button">after</button>
      <output aria-label="value">{JSON.stringify(value?.map((day) => day?.format('YYYY-MM-DD')) ?? null)}</output>
    </>
  );
}

const start = () => screen.getByPlaceholderText('开始日期');
const end = () => screen.getByPlaceholderText('结束日期');
const before = () => screen.getByRole('button', { name: 'before' });
const after = () => screen.getByRole('button', { name: 'after' });

/** Whether the calendar popup shows (a closed one is hidden, or leaving while it animates). */
function calendarShown(): boolean {
  const popup = document.querySelector('.ant-picker-dropdown');
  return !!popup && !/-hidden|-leave/.test(popup.className);
}

/** Lets the picker finish what a key started: it closes its calendar a frame later. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe('date range picker from the keyboard', () => {
  it('Tab on the end field closes the calendar and moves on to the next button', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.click(start());
    await settle();
    expect(calendarShown()).toBe(true);
    await user.tab();
    await settle();
    expect(end()).toHaveFocus();
    expect(calendarShown()).toBe(true);

    await user.tab();
    await settle();
    expect(after()).toHaveFocus();
    expect(calendarShown()).toBe(false);
  });

  it('goes through an empty range with Tab and back with Shift+Tab, the calendar closed', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.click(before());
    for (const next of [start, end, after]) {
      await user.tab();
      await settle();
      expect(next()).toHaveFocus();
    }
    for (const previous of [end, start, before]) {
      await user.tab({ shift: true });
      await settle();
      expect(previous()).toHaveFocus();
    }
    expect(calendarShown()).toBe(false);
  });

  it("with a range: Tab on the end closes the calendar, then the picker's clear button, then on", async () => {
    const user = userEvent.setup();
    render(<Filter initial={['2030-01-01', '2030-01-31']} />);
    await user.click(end());
    await settle();
    expect(calendarShown()).toBe(true);
    await user.tab();
    await settle();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    expect(calendarShown()).toBe(false);
    await user.tab();
    await settle();
    expect(after()).toHaveFocus();
    expect(calendarShown()).toBe(false);
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('["2030-01-01","2030-01-31"]');
  });

  it('Shift+Tab on the start field closes the calendar and moves back', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.click(start());
    await settle();
    expect(calendarShown()).toBe(true);
    await user.tab({ shift: true });
    await settle();
    expect(before()).toHaveFocus();
    expect(calendarShown()).toBe(false);
  });

  it('Escape closes the calendar and keeps the focus in the field; Tab then still goes on', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.click(start());
    await settle();
    await user.keyboard('{Escape}');
    await settle();
    expect(start()).toHaveFocus();
    expect(calendarShown()).toBe(false);
    await user.tab();
    await settle();
    expect(end()).toHaveFocus();
    await user.tab();
    await settle();
    expect(after()).toHaveFocus();
  });

  it('takes a range typed with Tab between the fields, as before', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await user.click(start());
    await user.keyboard('2030-01-05');
    await user.tab();
    await settle();
    expect(end()).toHaveFocus();
    await user.keyboard('2030-01-10');
    await user.tab();
    await settle();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('["2030-01-05","2030-01-10"]');
    expect(calendarShown()).toBe(false);
  });

  it('takes a range picked with the mouse, as before', async () => {
    const user = userEvent.setup();
    render(<Filter initial={['2030-01-01', '2030-01-31']} />);
    await user.click(start());
    await user.click(screen.getAllByText('10')[0]);
    await settle();
    expect(end()).toHaveFocus();
    await user.click(screen.getAllByText('20')[0]);
    await settle();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('["2030-01-10","2030-01-20"]');
    expect(calendarShown()).toBe(false);
  });

  it("the activity's time range: Tab goes through both fields and on to the next button", async () => {
    const user = userEvent.setup();
    function Activity() {
      const [value, setValue] = useState<[string, string] | null>(null);
      return (
        <>
          <TimeRangeField value={value} onChange={setValue} />
          <button type="button">after</button>
        </>
      );
    }
    render(<Activity />);
    await user.click(screen.getByPlaceholderText('开始时间'));
    await settle();
    expect(calendarShown()).toBe(true);
    await user.tab();
    await settle();
    expect(screen.getByPlaceholderText('结束时间')).toHaveFocus();
    await user.tab();
    await settle();
    expect(after()).toHaveFocus();
    expect(calendarShown()).toBe(false);
  });
});
