import { describe, expect, it } from 'vitest';
import { localTimeColumn } from '@/components/list';
import { exportColumns } from '@/components/list/spreadsheet/export-columns';
import { localTime } from '@/utils/local-time';

// An instant from the server reads as the user's own clock, on screen and in the export.

const INSTANT = '2026-11-29T18:42:14.000Z';

describe('localTimeColumn', () => {
  it('shows and exports the instant in local time, not as the server sent it', () => {
    const column = localTimeColumn('loginTime', '登录时间');
    const shown = column.render(INSTANT);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(shown).toBe(localTime(INSTANT));
    expect(exportColumns([column])[0].value({ loginTime: INSTANT })).toBe(shown);
  });

  it('shows nothing for no time', () => {
    expect(localTimeColumn('lastActiveTime', '最后活动').render(null)).toBe('');
  });

  it('is sorted on the server by its field only when given the sort in force', () => {
    expect(localTimeColumn('loginTime', '登录时间')).not.toHaveProperty('sorter');
    const sorted = localTimeColumn('loginTime', '登录时间', {
      width: 160,
      sort: { orderByColumn: 'loginTime', isAsc: 'desc' },
    });
    expect(sorted).toMatchObject({ width: 160, sorter: true, sortOrder: 'descend' });
  });
});
