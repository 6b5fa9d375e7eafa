import { describe, expect, it, vi } from 'vitest';
import { beginUpload, submitAfterUploads, uploadsSettled } from '@/components/upload/uploads-in-flight';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('uploads in flight', () => {
  it('settles at once with none running, and once the last running upload ends', async () => {
    await expect(uploadsSettled()).resolves.toBeUndefined();
    const first = beginUpload();
    const second = beginUpload();
    const settled = vi.fn();
    void uploadsSettled().then(settled);
    first();
    first(); // ending twice counts once
    await tick();
    expect(settled).not.toHaveBeenCalled();
    second();
    await tick();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a form submit waits for the uploads, then saves the values as they are then', async () => {
    let value = '';
    const form = { validateFields: vi.fn(async () => ({ attachments: value })) };
    const submit = vi.fn(async () => undefined);
    const ended = beginUpload();
    submitAfterUploads(form, submit)();
    await tick();
    expect(submit).not.toHaveBeenCalled();
    value = '/csp/system/oss/file/1/a.pdf';
    ended();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ attachments: '/csp/system/oss/file/1/a.pdf' }));
  });

  it('does not save when the fields no longer pass', async () => {
    const form = { validateFields: vi.fn(async () => Promise.reject(new Error('invalid'))) };
    const submit = vi.fn(async () => undefined);
    submitAfterUploads(form, submit)();
    await tick();
    await tick();
    expect(form.validateFields).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });
});
