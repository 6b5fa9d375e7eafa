import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { get, service } from '@/api/request';
import { sendChosenFault } from '@/dev/faults/fault-header';
import FaultPanel from '@/dev/faults/FaultPanel';
import { FAULT_HEADER } from '@contract/dev-faults';
import { setFault } from '@/dev/faults/state';
import { setToken } from '@/utils/auth-token';

// The fault switch of development (src/dev/faults, docs/api.md "Trying failures by hand"): what a
// person chooses in the panel goes to the server as X-Dev-Fault on the next backend call.

/** The X-Dev-Fault header of every call to /csp/probe, in order (null: none). */
function recordFaultHeaders(): (string | null)[] {
  const sent: (string | null)[] = [];
  server.use(
    http.get('*/csp/probe', ({ request }) => {
      sent.push(request.headers.get(FAULT_HEADER));
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
  );
  return sent;
}

async function choose(name: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^模拟后端故障/ }));
  const panel = screen.getByRole('dialog', { name: '开发服务器的故障' });
  await user.click(within(panel).getByRole('radio', { name }));
  await user.click(within(panel).getByRole('button', { name: '关闭' }));
}

// as src/dev/faults/start.ts does in development, on the one axios instance
beforeAll(() => sendChosenFault(service));
afterEach(() => setFault(null));

describe('the fault switch in development', () => {
  it('sends the fault chosen in the panel on the next call, and nothing once "no fault" is chosen', async () => {
    const sent = recordFaultHeaders();
    render(<FaultPanel />);
    await get('/probe');

    await choose('HTTP 500');
    expect(screen.getByRole('button', { name: '模拟后端故障：HTTP 500' })).toBeInTheDocument();
    await get('/probe');
    await choose('返回内容不是 JSON');
    await get('/probe');
    await choose('无故障');
    await get('/probe');

    expect(sent).toEqual([null, '500', 'nonjson', null]);
  });

  it('sends an expired session once, on the next call with a session, then switches itself off', async () => {
    const sent = recordFaultHeaders();
    render(<FaultPanel />);
    await choose('会话过期（下一次请求返回 401）');

    // no session yet (a public page's call): the fault waits for one to end
    await get('/probe');
    setToken('a-session');
    await get('/probe', { withToken: false });
    await get('/probe');
    await get('/probe');

    expect(sent).toEqual([null, null, 'expired', null]);
    expect(await screen.findByRole('button', { name: '模拟后端故障' })).toBeInTheDocument();
  });
});
