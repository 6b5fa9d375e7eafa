import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { byArea } from '@mock/lib/by-area';

const answer = (text: string) => () => HttpResponse.text(text);

// One handler in front of all others hands each call to the handlers of its area only, in
// their order; what it answers must be what msw's own search would have answered.
const dispatcher = byArea([
  http.get('*/csp/admin/course/list', answer('course list')),
  http.get('*/csp/admin/course/:courseId', ({ params }) =>
    params.courseId === 'skip' ? undefined : answer(`course ${String(params.courseId)}`)(),
  ),
  http.get('*/csp/:anything/ping', answer('ping, for every area')),
  http.get('*/csp/admin/course/skip', answer('after the one that let it pass')),
  http.get('*/csp/admin/school/list', answer('school list')),
  http.post('*/csp/login', answer('logged in')),
]);

async function call(path: string, method = 'GET'): Promise<string | null> {
  const result = await dispatcher.run({ request: new Request(`http://localhost${path}`, { method }), requestId: path });
  return result?.response ? await result.response.text() : null;
}

describe('byArea', () => {
  it('answers a call with the first handler of its area that answers it', async () => {
    expect(await call('/csp/admin/course/list')).toBe('course list');
    expect(await call('/csp/admin/course/7')).toBe('course 7');
    expect(await call('/csp/admin/school/list')).toBe('school list');
    expect(await call('/csp/login', 'POST')).toBe('logged in');
  });

  it('keeps the order: a handler that lets a call pass hands it to the next one', async () => {
    expect(await call('/csp/admin/course/skip')).toBe('after the one that let it pass');
  });

  it('tries a handler whose path does not name its area for every call', async () => {
    expect(await call('/csp/admin/ping')).toBe('ping, for every area');
    expect(await call('/csp/unknown/ping')).toBe('ping, for every area');
  });

  it('leaves a call no handler answers unanswered', async () => {
    expect(await call('/csp/admin/school/7')).toBeNull();
    expect(await call('/csp/login')).toBeNull();
  });
});
