import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { blobErrorMessage, download, isFileBlob } from '@/api/download';
import * as saver from '@/utils/save-blob';
import { resetFeedback } from '../helpers/feedback';

beforeEach(resetFeedback);
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

describe('downloads', () => {
  it('tells a file from a JSON error envelope by its type', () => {
    expect(isFileBlob(new Blob(['x'], { type: 'application/zip' }))).toBe(true);
    expect(isFileBlob(new Blob(['{}'], { type: 'application/json;charset=utf-8' }))).toBe(false);
  });

  it('uses the envelope message, and the invalid-session text when there is none', async () => {
    const json = (body: string) => new Blob([body], { type: 'application/json' });
    expect(await blobErrorMessage(json('{"code":500,"msg":"文件不存在"}'))).toBe('文件不存在');
    expect(await blobErrorMessage(json('{"code":403}'))).toBe('当前操作没有权限');
    expect(await blobErrorMessage(json('{"code":401,"msg":"x"}'))).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(await blobErrorMessage(json('not json'))).toBe('无效的会话，或者会话已过期，请重新登录。');
  });

  it('saves a real file under the server-given name', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    server.use(
      http.get(
        '*/csp/files/7',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': "attachment; filename*=UTF-8''%E8%AF%BE%E4%BB%B6.zip",
            },
          }),
      ),
    );
    await expect(download('/files/7', 'fallback.zip')).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][1]).toBe('课件.zip');
  });

  it('prefers the UTF-8 name over the ASCII fallback that comes first (RFC 6266)', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    server.use(
      http.get(
        '*/csp/files/9',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': `attachment; filename="__.zip"; filename*=UTF-8''%E8%AF%BE%E4%BB%B6.zip`,
            },
          }),
      ),
    );
    await expect(download('/files/9', 'fallback.zip')).resolves.toBe(true);
    expect(save.mock.calls[0][1]).toBe('课件.zip');
  });

  it('shows the message of a JSON answer and saves nothing', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    server.use(http.get('*/csp/files/8', () => HttpResponse.json({ code: 500, msg: '文件不存在' })));
    await expect(download('/files/8', 'x.pdf')).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(await screen.findByText('文件不存在')).toBeInTheDocument();
  });
});
