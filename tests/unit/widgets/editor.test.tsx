import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { RichTextEditor } from '@/components/editor/RichTextEditor';
import { insertImage, type ImageTarget } from '@/components/editor/editor-image';
import { answerUploads, countUploads, fileOf, MB } from './upload-helpers';

function fakeEditor(cursor: number | null): ImageTarget & { inserted: Array<[number, string, string]> } {
  const inserted: Array<[number, string, string]> = [];
  return {
    inserted,
    getSelection: () => (cursor === null ? null : { index: cursor, length: 0 }),
    getLength: () => 12,
    insertEmbed: (index, type, value) => inserted.push([index, type, value]),
    setSelection: () => undefined,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('editor images', () => {
  it('uploads through the upload call and inserts the image at the cursor', async () => {
    answerUploads('ok');
    const editor = fakeEditor(4);
    await expect(insertImage(editor, fileOf('pic.png', 100, 'image/png'))).resolves.toBe(true);
    expect(editor.inserted).toEqual([
      [4, 'image', expect.stringMatching(/^\/csp\/system\/oss\/file\/\d+\/doc\d+\.pdf$/)],
    ]);
  });

  it('inserts at the end when the editor has no cursor', async () => {
    answerUploads('ok');
    const editor = fakeEditor(null);
    await insertImage(editor, fileOf('pic.png', 100, 'image/png'));
    expect(editor.inserted[0][0]).toBe(11);
  });

  it('says 图片插入失败 when the upload fails, inserting nothing', async () => {
    answerUploads('refused');
    const editor = fakeEditor(0);
    await expect(insertImage(editor, fileOf('pic.png', 100, 'image/png'))).resolves.toBe(false);
    expect(await screen.findByText('图片插入失败')).toBeInTheDocument();
    expect(editor.inserted).toEqual([]);
  });

  it('refuses images over 5 MB and non-images without sending anything', async () => {
    const uploads = countUploads();
    const editor = fakeEditor(0);
    await expect(insertImage(editor, fileOf('huge.png', 5 * MB + 1, 'image/png'))).resolves.toBe(false);
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeInTheDocument();
    await expect(insertImage(editor, fileOf('doc.pdf', 10, 'application/pdf'))).resolves.toBe(false);
    expect(uploads.count).toBe(0);
    uploads.stop();
  });
});

describe('RichTextEditor', () => {
  it('loads Quill on first show with headings 1-6 and sizes small, large, huge', async () => {
    const { container } = render(<RichTextEditor value="<p>你好</p>" />);
    expect(await screen.findByText('你好')).toBeInTheDocument();
    const headers = [...container.querySelectorAll('select.ql-header option')].map((o) => o.getAttribute('value'));
    expect(headers).toEqual(['1', '2', '3', '4', '5', '6', null]);
    const sizes = [...container.querySelectorAll('select.ql-size option')].map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['small', null, 'large', 'huge']);
    expect(container.querySelector('button.ql-image')).not.toBeNull();
  });
});

describe('QuillEditor', () => {
  it('names its drop-down pickers before the first paint, and again when Quill builds them anew', async () => {
    const { default: QuillEditor } = await import('@/components/editor/QuillEditor');
    const names = () =>
      [...document.querySelectorAll('.ql-picker-label')].map((label) => label.getAttribute('aria-label'));
    // what a sibling after the editor sees in its own layout effect: the page as first painted
    let atFirstPaint: Array<string | null> = [];
    function FirstPaint() {
      useLayoutEffect(() => {
        atFirstPaint = names();
      }, []);
      return null;
    }
    render(
      <>
        <QuillEditor value="" />
        <FirstPaint />
      </>,
    );
    const expected = ['字号', '标题', '文字颜色', '背景颜色', '对齐方式'];
    expect(atFirstPaint).toEqual(expected);
    // a toolbar Quill builds again comes without names: they follow
    const picker = document.querySelector('.ql-size') as HTMLElement;
    const rebuilt = picker.cloneNode(true) as HTMLElement;
    rebuilt.querySelector('.ql-picker-label')?.removeAttribute('aria-label');
    picker.replaceWith(rebuilt);
    await waitFor(() => expect(names()).toEqual(expected));
  });
});
