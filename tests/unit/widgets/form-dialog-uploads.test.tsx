import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { FormDialog } from '@/components/FormDialog';
import { FileUpload } from '@/components/upload/FileUpload';
import { fileInput, fileOf } from './upload-helpers';

// A file chosen just before OK is pressed is still on its way: the dialog saves once it has
// landed, with the file, instead of saving without it.

describe('FormDialog and a running upload', () => {
  it('waits for the upload before saving, and saves its URL with the rest', async () => {
    let release: () => void = () => {};
    const landed = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/csp/system/oss/upload', async () => {
        await landed;
        await delay(10);
        return HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { fileName: 'notes.pdf', url: '/csp/system/oss/file/77/notes.pdf', ossId: 77 },
        });
      }),
    );
    const onSubmit = vi.fn(async () => true);
    function Dialog() {
      const [form] = Form.useForm();
      return (
        <FormDialog open title="附件" form={form} onSubmit={onSubmit} onClose={() => {}}>
          <Form.Item name="attachments" label="附件">
            <FileUpload />
          </Form.Item>
        </FormDialog>
      );
    }
    const user = userEvent.setup({ applyAccept: false });
    render(
      <MemoryRouter>
        <Dialog />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.upload(fileInput(dialog), fileOf('notes.pdf'));
    expect(await screen.findByText('notes.pdf')).toBeInTheDocument();
    await waitFor(() => user.click(screen.getByRole('button', { name: /确\s*定|OK/ })));
    await new Promise((r) => setTimeout(r, 100));
    expect(onSubmit).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ attachments: '/csp/system/oss/file/77/notes.pdf' }),
    );
  });
});
