import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { visibleDialogs } from '../helpers/feedback';
import { answerUploads, countUploads, fileInput, fileOf, MB } from './upload-helpers';

const user = () => userEvent.setup({ applyAccept: false });
const urls = (n: number) =>
  Array.from({ length: n }, (_, i) => `/csp/system/oss/file/${i + 1}/p${i + 1}.png`).join(',');
afterEach(() => vi.restoreAllMocks());

describe('ImageUpload', () => {
  it('refuses other types and images over 5 MB with the avatar size message, sending nothing', async () => {
    const uploads = countUploads();
    const { container } = render(<ImageUpload />);
    await user().upload(fileInput(container), fileOf('photo.gif'));
    expect(await screen.findByText('文件格式不正确, 请上传png/jpg/jpeg格式文件!')).toBeInTheDocument();
    await user().upload(fileInput(container), fileOf('photo.JPG', 5 * MB + 1));
    expect(await screen.findByText('上传头像图片大小不能超过 5 MB!')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
    uploads.stop();
  });

  it('uploads a picture card and hides the add card at the limit', async () => {
    answerUploads('ok');
    const onChange = vi.fn();
    const { container, rerender } = render(<ImageUpload value={urls(4)} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上传图片' })).toBeInTheDocument();
    await user().upload(fileInput(container), fileOf('photo.png'));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const value = onChange.mock.calls[0][0] as string;
    expect(value.split(',')).toHaveLength(5);
    rerender(<ImageUpload value={value} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(5);
  });

  it('previews a picture in a dialog', async () => {
    render(<ImageUpload value={urls(1)} />);
    await user().click(screen.getByRole('link', { name: /eye|preview/i }));
    await waitFor(() => expect(visibleDialogs()).toHaveLength(1));
    expect(screen.getByRole('img', { name: '预览' })).toHaveAttribute('src', '/csp/system/oss/file/1/p1.png');
  });
});
