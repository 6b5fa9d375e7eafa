import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { get } from '@/api/request';
import { resetFeedback } from '../helpers/feedback';

afterEach(resetFeedback);

const settle = () => new Promise((r) => setTimeout(r, 150));

describe('request layer: a burst of the same failure', () => {
  it('shows one message for 50 calls failing on a network outage', async () => {
    server.use(http.get('*/csp/outage', () => HttpResponse.error()));
    await Promise.allSettled(Array.from({ length: 50 }, () => get('/outage')));
    await screen.findByText('后端接口连接异常');
    await settle();
    expect(screen.getAllByText('后端接口连接异常')).toHaveLength(1);
  });

  it('shows one message for 50 calls failing with the same HTTP status, one for each other status', async () => {
    server.use(
      http.get('*/csp/bad-gateway', () => new HttpResponse(null, { status: 502 })),
      http.get('*/csp/unavailable', () => new HttpResponse(null, { status: 503 })),
    );
    await Promise.allSettled([...Array.from({ length: 50 }, () => get('/bad-gateway')), get('/unavailable')]);
    await screen.findByText('系统接口502异常');
    await settle();
    expect(screen.getAllByText('系统接口502异常')).toHaveLength(1);
    expect(screen.getAllByText('系统接口503异常')).toHaveLength(1);
  });

  it('shows one notification for the same server message arriving many times', async () => {
    server.use(http.get('*/csp/forbidden', () => HttpResponse.json({ code: 403 })));
    await Promise.allSettled(Array.from({ length: 20 }, () => get('/forbidden')));
    await screen.findByText('当前操作没有权限');
    await settle();
    expect(screen.getAllByText('当前操作没有权限')).toHaveLength(1);
  });
});
