import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload } from '@/components/upload/FileUpload';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { insertImage, type ImageTarget } from '@/components/editor/editor-image';
import { resetFeedback } from '../helpers/feedback';
import { answerUploads, countUploads, EXECUTABLE_HEADER, fileInput, fileOf } from './upload-helpers';

// The widgets look at a file's first bytes, not only its name: nothing is sent for a file whose
// content does not fit its extension.

const user = () => userEvent.setup({ applyAccept: false });
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

async function expectRefusedUnsent(widget: React.ReactElement, file: File, message: string) {
  const uploads = countUploads();
  const { container } = render(widget);
  await user().upload(fileInput(container), file);
  expect(await screen.findByText(message)).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(uploads.count).toBe(0);
  uploads.stop();
}

describe('upload widgets check the file content', () => {
  it('ImageUpload refuses an executable renamed setup.png', async () => {
    await expectRefusedUnsent(
      <ImageUpload />,
      fileOf('setup.png', 2048, 'image/png', EXECUTABLE_HEADER),
      '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
    );
  });

  it('FileUpload refuses an executable renamed report.pdf', async () => {
    await expectRefusedUnsent(
      <FileUpload />,
      fileOf('report.pdf', 2048, 'application/pdf', EXECUTABLE_HEADER),
      '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!',
    );
  });

  it('FileUpload refuses binary content named .txt', async () => {
    await expectRefusedUnsent(
      <FileUpload />,
      fileOf('notes.txt', 64, 'text/plain', [0x68, 0x69, 0, 0, 0xff]),
      '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!',
    );
  });

  it('says it in English too', async () => {
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('en');
    try {
      await expectRefusedUnsent(
        <FileUpload fileTypes={['mp4']} />,
        fileOf('clip.mp4', 2048, 'video/mp4', EXECUTABLE_HEADER),
        'Wrong file format, please upload mp4 files!',
      );
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it.each([
    ['a Word document', 'lesson.doc', undefined],
    ['a GBK text file', 'notes.txt', [0xc4, 0xe3, 0xba, 0xc3, 0x0a]],
    ['a UTF-8 text file', 'notes.txt', [...new TextEncoder().encode('你好, world\n')]],
    ['a PDF', 'report.pdf', undefined],
  ])('FileUpload sends %s', async (_kind, name, header) => {
    answerUploads('ok');
    const uploads = countUploads();
    const { container } = render(<FileUpload />);
    await user().upload(fileInput(container), fileOf(name, 100, 'application/octet-stream', header));
    await waitFor(() => expect(uploads.count).toBe(1));
    uploads.stop();
  });
});

describe('editor images check the file content', () => {
  const editor = (): ImageTarget => ({
    getSelection: () => ({ index: 0, length: 0 }),
    getLength: () => 1,
    insertEmbed: () => undefined,
    setSelection: () => undefined,
  });

  it('refuses an executable sent as image/png without uploading it', async () => {
    const uploads = countUploads();
    const file = fileOf('setup.png', 2048, 'image/png', EXECUTABLE_HEADER);
    await expect(insertImage(editor(), file)).resolves.toBe(false);
    expect(await screen.findByText('文件格式不正确, 请上传图片文件!')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
    uploads.stop();
  });

  it('takes a webp picture', async () => {
    answerUploads('ok');
    await expect(insertImage(editor(), fileOf('pic.webp', 100, 'image/webp'))).resolves.toBe(true);
  });
});
