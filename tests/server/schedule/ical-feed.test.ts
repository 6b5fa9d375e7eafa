import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../../server/lib/day';
import { call, login, raw, type Envelope } from '../helpers/client';
import { serverApp, serverLog } from '../helpers/harness';
import { ownOf, scheduleRows, userId } from '../helpers/rows/schedule-data';

// docs/api.md "Calendar feed": a teacher's secret address of their schedule, fetched by a phone's
// calendar without a session, read here with a calendar library's own parser (ical.js).

/** Far in the future, where the seed plans nothing. */
const FREE_DAY = addDays(mondayOf(new Date()), 7 * 31);

interface Feed {
  made: boolean;
  createTime: string;
  address?: string;
}

let teacher = '';
beforeEach(async () => {
  teacher = await login('teacher');
});

const makeAddress = async (token = teacher, lang: 'zh' | 'en' = 'zh') =>
  (await call<Feed>('/user/calendar-feed', { method: 'POST', token, lang, body: {} })).data.address ?? '';

/** What a calendar app gets at the address: no session, no language. */
const fetchFeed = (address: string) =>
  serverApp().fetch(new Request(`http://localhost${address}`, { headers: { 'User-Agent': 'Calendar/1.0' } }));

async function parsed(address: string) {
  const response = await fetchFeed(address);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  // as a calendar app does: the feed's own VTIMEZONE says what its TZID means
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

const events = (calendar: ICAL.Component) => calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

/** Every occurrence of the feed's events as `date start-end place` in the school's zone. */
function occurrences(calendar: ICAL.Component): string[] {
  const seen: string[] = [];
  for (const event of events(calendar)) {
    const starts = event.iterator();
    for (let start = starts.next(); start; start = starts.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(start);
      const hm = (t: ICAL.Time) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
      seen.push(`${startDate.toString().slice(0, 10)} ${hm(startDate)}-${hm(endDate)} ${event.location ?? ''}`);
    }
  }
  return seen.sort();
}

const planSeries = async (token: string, date: string, weeks: number, extra: object = {}) => {
  const reply = await call<Array<{ scheduleId: number }>>('/user/schedule', {
    method: 'POST',
    token,
    body: {
      ...(await ownOf('teacher')),
      date,
      startTime: '09:00',
      endTime: '09:45',
      place: 'A101',
      repeatUntil: addDays(date, 7 * (weeks - 1)),
      ...extra,
    },
  });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};

describe('calendar feed', () => {
  it('holds exactly the teacher’s own lessons, a series as a weekly rule in the school’s zone', async () => {
    await planSeries(teacher, FREE_DAY, 4);
    const calendar = await parsed(await makeAddress());

    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('我的课表');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    const series = events(calendar).filter((e) => e.startDate.toString().startsWith(FREE_DAY));
    expect(series).toHaveLength(1);
    expect(series[0].isRecurring()).toBe(true);
    expect(String(series[0].component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=4');
    expect(series[0].startDate.zone?.tzid).toBe('Asia/Shanghai');
    // 09:00 in Shanghai is 01:00 UTC
    expect(series[0].startDate.toUnixTime()).toBe(Date.parse(`${FREE_DAY}T01:00:00Z`) / 1000);

    // every occurrence is one of the teacher's planned lessons from a year ago on, and every such
    // lesson is there
    const from = addDays(mondayOf(new Date()), -364);
    const mine = (await scheduleRows(await userId('teacher'))).filter((s) => s.date >= addDays(from, 7));
    const listed = occurrences(calendar);
    for (const s of mine) expect(listed).toContain(`${s.date} ${s.startTime}-${s.endTime} ${s.place}`);
    const all = (await scheduleRows(await userId('teacher'))).map(
      (s) => `${s.date} ${s.startTime}-${s.endTime} ${s.place}`,
    );
    for (const o of listed) expect(all).toContain(o);
  });

  it('holds none of another teacher’s lessons', async () => {
    const other = await login('zhangwei');
    const calendar = await parsed(await makeAddress(other));
    const theirs = (await scheduleRows(await userId('zhangwei'))).map((s) => s.scheduleId);
    const uids = events(calendar).map((e) => Number(/^schedule-(\d+)/.exec(e.uid)?.[1]));
    expect(uids.length).toBeGreaterThan(0);
    for (const id of uids) expect(theirs).toContain(id);
  });

  it('shows a lesson edited in the console at the next fetch', async () => {
    const [lesson] = await planSeries(teacher, addDays(FREE_DAY, 1), 1);
    const address = await makeAddress();
    expect(occurrences(await parsed(address))).toContain(`${addDays(FREE_DAY, 1)} 09:00-09:45 A101`);
    const moved = await call('/user/schedule/move', {
      method: 'PUT',
      token: teacher,
      body: { scheduleId: lesson.scheduleId, date: addDays(FREE_DAY, 2), startTime: '14:00', endTime: '14:45' },
    });
    expect(moved.code, moved.msg).toBe(200);
    const after = occurrences(await parsed(address));
    expect(after).toContain(`${addDays(FREE_DAY, 2)} 14:00-14:45 A101`);
    expect(after).not.toContain(`${addDays(FREE_DAY, 1)} 09:00-09:45 A101`);
  });

  it('answers 404 at the old address after a reset, exactly like an address that never was', async () => {
    const old = await makeAddress();
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await makeAddress();
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(fresh)).status).toBe(200);

    const gone = await fetchFeed(old);
    const never = await fetchFeed(`/csp/ical/${'0'.repeat(40)}.ics`);
    const nonsense = await fetchFeed('/csp/no-such-call/at-all');
    expect(gone.status).toBe(404);
    const body = async (r: Response, path: string) => (await r.text()).replace(path, '<path>');
    const expected = await body(nonsense, '/csp/no-such-call/at-all');
    expect(await body(gone, old)).toBe(expected);
    expect(await body(never, `/csp/ical/${'0'.repeat(40)}.ics`)).toBe(expected);
    expect(gone.headers.get('Content-Type')).toBe(nonsense.headers.get('Content-Type'));
  });

  it('shows the address only when it is made, and never writes it into the log', async () => {
    serverLog.clear();
    const address = await makeAddress();
    expect(address).toMatch(/^\/csp\/ical\/[0-9a-f]{40}\.ics$/);
    const state = await call<Feed>('/user/calendar-feed', { token: teacher });
    expect(state.data.made).toBe(true);
    expect(state.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.stringify(state)).not.toContain(address.slice(10, 50));
    await fetchFeed(address);
    const token = address.slice('/csp/ical/'.length, -'.ics'.length);
    expect(serverLog.lines().join('\n')).not.toContain(token);
    expect(serverLog.lines().join('\n')).toContain('/csp/ical/***');
  });

  it('writes the events in the language the address was made in', async () => {
    const calendar = await parsed(await makeAddress(teacher, 'en'));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My schedule');
    expect(events(calendar)[0].description).toMatch(/^Class: /);
  });

  afterEach(() => ICAL.TimezoneService.reset());

  it('follows the school’s time zone, keeping a weekly lesson’s wall-clock time across daylight saving', async () => {
    const admin = await login('admin');
    const added = await call('/system/config', {
      method: 'POST',
      token: admin,
      body: {
        configName: 'School time zone',
        configKey: 'sys.school.timeZone',
        configValue: 'Europe/Berlin',
        configType: 'N',
      },
    });
    expect(added.code, added.msg).toBe(200);
    // a series over the end of summer time (the last Sunday of October): two Mondays before, two after
    const year = Number(FREE_DAY.slice(0, 4)) + 1;
    const lastOfOctober = new Date(Date.UTC(year, 9, 31));
    const lastSunday = addDays(`${year}-10-31`, -lastOfOctober.getUTCDay());
    const start = addDays(lastSunday, -13);
    await planSeries(teacher, start, 4);
    const calendar = await parsed(await makeAddress());
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const event = events(calendar).find((e) => e.startDate.toString().startsWith(start));
    expect(event?.startDate.zone?.tzid).toBe('Europe/Berlin');
    const utcHours: number[] = [];
    const starts = event!.iterator();
    for (let at = starts.next(); at; at = starts.next()) {
      expect([at.hour, at.minute]).toEqual([9, 0]);
      utcHours.push(at.convertToZone(ICAL.Timezone.utcTimezone).hour);
    }
    // 09:00 is 07:00 UTC in summer time and 08:00 UTC after it
    expect(utcHours).toEqual([7, 7, 8, 8]);
  });

  it('refuses a body that names anything, making no address', async () => {
    const reply = await call('/user/calendar-feed', {
      method: 'POST',
      token: teacher,
      lang: 'en',
      body: { userId: 1 },
    });
    expect(reply.msg).toBe('This call takes no fields');
    expect(reply.code).not.toBe(200);
    expect((await call<Feed>('/user/calendar-feed', { token: teacher })).data.made).toBe(false);
  });

  it('refuses the address calls without a session', async () => {
    const reply = await call<Envelope>('/user/calendar-feed', { method: 'POST', body: {} });
    expect(reply.code).toBe(401);
    expect((await raw('/user/calendar-feed')).status).toBe(200);
    expect((await call('/user/calendar-feed')).code).toBe(401);
  });
});
