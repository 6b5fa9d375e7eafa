import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload } from '@/components/upload/FileUpload';
import { answerUploads, countUploads, fileInput, fileOf, MB } from './upload-helpers';

const user = () => userEvent.setup({ applyAccept: false });
afterEach(() => vi.restoreAllMocks());

async function rejected(props: Parameters<typeof FileUpload>[0], files: File[], message: string) {
  const uploads = countUploads();
  const onChange = vi.fn();
  const { container } = render(<FileUpload {...props} onChange={onChange} />);
  await user().upload(fileInput(container), files);
  expect(await screen.findByText(message)).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(uploads.count).toBe(0);
  expect(onChange).not.toHaveBeenCalled();
  uploads.stop();
}

describe('FileUpload checks (nothing is sent for a rejected file)', () => {
  it('refuses a type outside doc, xls, ppt, txt, pdf', async () => {
    await rejected({}, [fileOf('setup.exe')], '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!');
  });

  it('takes other types per use, e.g. mp4 for video', async () => {
    await rejected({ fileTypes: ['mp4'] }, [fileOf('notes.pdf')], '文件格式不正确, 请上传mp4格式文件!');
  });

  it('refuses a comma in the name (the value is comma-joined)', async () => {
    await rejected({}, [fileOf('a,b.pdf')], '文件名不能包含英文逗号');
  });

  it('refuses files over 5 MB', async () => {
    await rejected({}, [fileOf('big.pdf', 5 * MB + 1)], '上传文件大小不能超过 5 MB!');
  });

  it('refuses more than 5 files, once for the whole selection', async () => {
    const value = ['1', '2', '3', '4'].map((n) => `/csp/system/oss/file/${n}/f${n}.pdf`).join(',');
    await rejected({ value }, [fileOf('five.pdf'), fileOf('six.pdf')], '上传文件数量不能超过 5 个!');
    expect(screen.getAllByText('上传文件数量不能超过 5 个!')).toHaveLength(1);
  });
});

describe('FileUpload stored value', () => {
  it('lists a stored script address as a name only: no link to it and no download', async () => {
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    const { container } = render(<FileUpload value="javascript:window.__ran()" />);
    expect(screen.getByText('javascript:window.__ran()')).toBeInTheDocument();
    expect(container.querySelector('[href^="javascript:" i]')).toBeNull();
    expect(screen.queryByTitle(/Download file|下载文件/)).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });
});

describe('FileUpload upload', () => {
  it('uploads, says 上传成功, lists the file with download and remove, and keeps comma-joined URLs', async () => {
    answerUploads('ok');
    const onChange = vi.fn();
    const { container, rerender } = render(<FileUpload value="/csp/system/oss/file/9/old.txt" onChange={onChange} />);
    await user().upload(fileInput(container), fileOf('report.pdf'));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const value = onChange.mock.calls[0][0] as string;
    expect(value).toMatch(/^\/csp\/system\/oss\/file\/9\/old\.txt,\/csp\/system\/oss\/file\/\d+\/doc\d+\.pdf$/);
    rerender(<FileUpload value={value} onChange={onChange} />);
    expect(screen.getByText('old.txt')).toBeInTheDocument();
    expect(screen.getAllByTitle(/Download file|下载文件/)).toHaveLength(2);
    await user().click(screen.getAllByTitle(/Remove file|删除文件/)[0]);
    expect(onChange).toHaveBeenLastCalledWith(value.split(',')[1]);
  });

  it('shows the msg of a refused upload and drops the file', async () => {
    answerUploads('refused');
    const onChange = vi.fn();
    const { container } = render(<FileUpload onChange={onChange} />);
    await user().upload(fileInput(container), fileOf('report.pdf'));
    expect(await screen.findByText('存储空间已满')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('上传失败, 请重试')).not.toBeInTheDocument();
  });

  it('says 上传失败, 请重试 when the upload cannot reach the backend', async () => {
    answerUploads('network');
    const { container } = render(<FileUpload />);
    await user().upload(fileInput(container), fileOf('report.pdf'));
    expect(await screen.findByText('上传失败, 请重试')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
  });

  it('shows the size and types hint', () => {
    render(<FileUpload fileTypes={['mp4']} fileSize={50} />);
    expect(screen.getByText('请上传大小不超过 50 MB、格式为 mp4 的文件')).toBeInTheDocument();
  });
});
