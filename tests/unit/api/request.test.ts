import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { get, post, service } from '@/api/request';
import { RequestError } from '@/api/types';
import { i18n } from '@/i18n';
import { setToken } from '@/utils/auth-token';
import { resetFeedback } from '../helpers/feedback';

const answer = (body: Record<string, unknown>) => () => HttpResponse.json(body);

async function failure(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeEach(resetFeedback);
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

describe('request layer: envelope', () => {
  it('resolves the whole envelope for code 200', async () => {
    server.use(http.get('*/csp/probe', answer({ code: 200, msg: 'ok', data: { a: 1 }, total: 3 })));
    await expect(get('/probe')).resolves.toEqual({ code: 200, msg: 'ok', data: { a: 1 }, total: 3 });
  });

  it('treats an envelope without code as success (RuoYi file lists)', async () => {
    server.use(http.get('*/csp/probe', answer({ rows: [] })));
    await expect(get('/probe')).resolves.toEqual({ rows: [] });
  });

  it('shows the server message as an error for code 500', async () => {
    server.use(http.get('*/csp/probe', answer({ code: 500, msg: '学校名称已存在' })));
    const error = await failure(get('/probe'));
    expect(error.message).toBe('学校名称已存在');
    expect(await screen.findByText('学校名称已存在')).toBeInTheDocument();
  });

  it('shows a warning for code 601', async () => {
    server.use(http.get('*/csp/probe', answer({ code: 601, msg: '请注意' })));
    await failure(get('/probe'));
    expect(await screen.findByText('请注意')).toBeInTheDocument();
  });

  it.each([
    [403, '当前操作没有权限', 'ignored server text'],
    [404, '访问资源不存在', 'ignored server text'],
    [418, 'teapot', 'teapot'],
    [418, '系统未知错误，请反馈给管理员', ''],
  ])('notifies code %i with "%s"', async (code, expected, msg) => {
    server.use(http.get('*/csp/probe', answer({ code, msg })));
    const error = await failure(get('/probe'));
    expect(error.message).toBe(expected);
    expect(error.code).toBe(code);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('rejects a body that is not JSON', async () => {
    server.use(
      http.get(
        '*/csp/probe',
        () => new HttpResponse('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await failure(get('/probe'));
    expect(await screen.findByText('服务器返回的内容不是有效的 JSON')).toBeInTheDocument();
  });
});

describe('request layer: transport failures', () => {
  it('says the backend connection is abnormal on a network error', async () => {
    server.use(http.get('*/csp/probe', () => HttpResponse.error()));
    const error = await failure(get('/probe'));
    expect(error.message).toBe('后端接口连接异常');
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
  });

  it('says the request timed out', async () => {
    // msw's XHR interception does not enforce xhr.timeout, so the adapter reports it as the browser would.
    const adapter = () => Promise.reject(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'));
    const error = await failure(get('/probe', { adapter }));
    expect(error.message).toBe('系统接口请求超时');
    expect(await screen.findByText('系统接口请求超时')).toBeInTheDocument();
  });

  it('names the HTTP status of a failed answer', async () => {
    server.use(http.get('*/csp/probe', () => new HttpResponse(null, { status: 502 })));
    const error = await failure(get('/probe'));
    expect(error.message).toBe('系统接口502异常');
    expect(await screen.findByText('系统接口502异常')).toBeInTheDocument();
  });

  it("shows the server's own message of an HTTP 429 (a rate limit) and of an HTTP 415", async () => {
    const limited = { code: 429, msg: '请求过于频繁，请 42 秒后再试' };
    server.use(
      http.post('*/csp/probe', () => HttpResponse.json(limited, { status: 429, headers: { 'Retry-After': '42' } })),
    );
    const error = await failure(post('/probe', { a: 1 }));
    expect(error.message).toBe(limited.msg);
    expect(error.code).toBe(429);
    expect(error.refusal).toBe(true);
    expect(await screen.findByText(limited.msg)).toBeInTheDocument();

    const notJson = { code: 415, msg: 'The request body must be JSON (Content-Type: application/json)' };
    server.use(http.post('*/csp/probe2', () => HttpResponse.json(notJson, { status: 415 })));
    expect((await failure(post('/probe2', { b: 2 }))).message).toBe(notJson.msg);
  });

  it.each([
    ['zh', '请求过于频繁，请稍后再试'],
    ['en', 'Too many requests, please try again later'],
  ])('says "too many requests" in %s when a 429 carries no message (a gateway\'s own)', async (lang, text) => {
    await i18n.changeLanguage(lang);
    server.use(http.get('*/csp/probe', () => new HttpResponse('<html>429</html>', { status: 429 })));
    const error = await failure(get('/probe'));
    expect(error.message).toBe(text);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows transport messages for 5 seconds', async () => {
    const { ERROR_DURATION_S } = await import('@/api/feedback');
    expect(ERROR_DURATION_S * 1000).toBe(5000);
  });

  it('speaks English when the language is English', async () => {
    await i18n.changeLanguage('en');
    server.use(http.get('*/csp/probe', () => HttpResponse.error()));
    const error = await failure(get('/probe'));
    expect(error.message).toBe('Backend interface connection is abnormal');
  });
});

describe('request layer: headers and parameters', () => {
  it('sends the token, the language and JSON unless told otherwise', async () => {
    const seen: Headers[] = [];
    server.use(
      http.post('*/csp/probe', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ code: 200 });
      }),
    );
    setToken('tok-123');
    await post('/probe', { a: 1 });
    await post('/probe', { a: 2 }, { withToken: false });
    expect(seen[0].get('authorization')).toBe('Bearer tok-123');
    expect(seen[0].get('content-language')).toBe('zh');
    expect(seen[0].get('content-type')).toContain('application/json');
    expect(seen[1].get('authorization')).toBeNull();
  });

  it('encodes GET parameters flat and leaves empty ones out', async () => {
    let url = '';
    server.use(
      http.get('*/csp/probe', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: 200 });
      }),
    );
    await get('/probe', {
      params: { pageNum: 1, name: '', status: null, params: { beginTime: '2026-01-01', endTime: '' } },
    });
    expect(new URL(url).search).toBe('?pageNum=1&params%5BbeginTime%5D=2026-01-01');
  });

  it('has the 10 s timeout and the /csp base', () => {
    expect(service.defaults.timeout).toBe(10000);
    expect(service.defaults.baseURL).toBe('/csp');
  });
});

describe('request layer: repeat submit', () => {
  it('refuses the same POST within a second and lets another body through', async () => {
    let calls = 0;
    server.use(
      http.post('*/csp/probe', () => {
        calls += 1;
        return HttpResponse.json({ code: 200 });
      }),
    );
    await post('/probe', { name: 'x' });
    const error = await failure(post('/probe', { name: 'x' }));
    expect(error.message).toBe('数据正在处理，请勿重复提交');
    await post('/probe', { name: 'y' });
    expect(calls).toBe(2);
    expect(await screen.findByText('数据正在处理，请勿重复提交')).toBeInTheDocument();
  });

  it('lets the same POST through at once after it failed: nothing was saved, so it is a retry', async () => {
    let calls = 0;
    server.use(
      http.post('*/csp/retried', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ code: 200 });
      }),
    );
    await failure(post('/retried', { name: 'x' }));
    await expect(post('/retried', { name: 'x' })).resolves.toEqual({ code: 200 });
    expect(calls).toBe(2);
  });

  it('lets a call opt out', async () => {
    server.use(http.put('*/csp/probe', answer({ code: 200 })));
    await service.put('/probe', { n: 1 }, { repeatSubmit: false });
    await expect(service.put('/probe', { n: 1 }, { repeatSubmit: false })).resolves.toBeTruthy();
  });

  it('forgets a body after the window', async () => {
    const { isRepeatSubmit, REPEAT_WINDOW_MS } = await import('@/api/repeat-submit');
    expect(isRepeatSubmit('/u', { a: 1 }, 0)).toBe(false);
    expect(isRepeatSubmit('/u', { a: 1 }, REPEAT_WINDOW_MS - 1)).toBe(true);
    expect(isRepeatSubmit('/u', { a: 1 }, 3 * REPEAT_WINDOW_MS)).toBe(false);
  });
});

describe('request layer: a refusal or a failure on the way', () => {
  // Last in the file: the messages these failures show stay on screen for 5 s.
  it('marks an envelope code as the backend refusing, and nothing else', async () => {
    server.use(http.get('*/csp/refused', answer({ code: 500, msg: '课程不存在' })));
    expect((await failure(get('/refused'))).refusal).toBe(true);
    server.use(
      http.get('*/csp/status', () => new HttpResponse(null, { status: 500 })),
      http.get('*/csp/down', () => HttpResponse.error()),
      http.get('*/csp/html', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    for (const path of ['/status', '/down', '/html']) expect((await failure(get(path))).refusal).toBe(false);
  });
});
