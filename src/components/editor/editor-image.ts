import { feedback } from '@/api/feedback';
import { uploadFile } from '@/api/upload';
import { i18n } from '@/i18n';
import { contentMatchesExtension, leadingBytes } from '@contract/file-signature';

/** Images inserted in the editor may be at most 5 MB. */
export const EDITOR_IMAGE_MB = 5;

/** Pictures a browser shows; the file's bytes must be one of them, whatever its name or type say. */
const IMAGE_FORMATS = ['png', 'jpeg', 'gif', 'webp'];

async function isImage(file: File): Promise<boolean> {
  if (!file.type.startsWith('image/')) return false;
  const head = await leadingBytes(file);
  return IMAGE_FORMATS.some((format) => contentMatchesExtension(format, head));
}

/** The part of a Quill editor that inserting an image needs. */
export interface ImageTarget {
  getSelection(focus?: boolean): { index: number; length: number } | null;
  getLength(): number;
  insertEmbed(index: number, type: string, value: string, source?: 'user' | 'api' | 'silent'): unknown;
  setSelection(index: number, length?: number, source?: 'user' | 'api' | 'silent'): unknown;
}

/**
 * Uploads an image through the upload call and inserts it at the cursor (or at the end when the
 * editor has no cursor). Too big or not an image (by its bytes): said, nothing sent. A failed upload: 图片插入失败.
 */
export async function insertImage(editor: ImageTarget, file: File, maxMb = EDITOR_IMAGE_MB): Promise<boolean> {
  if (!(await isImage(file))) {
    void feedback.error(i18n.t('widgets:editor.imageType'));
    return false;
  }
  if (file.size > maxMb * 1024 * 1024) {
    void feedback.error(i18n.t('widgets:editor.imageTooBig', { size: maxMb }));
    return false;
  }
  // Remember the cursor now: the upload takes a while and the user may click elsewhere.
  const index = editor.getSelection(true)?.index ?? Math.max(0, editor.getLength() - 1);
  try {
    const answer = await uploadFile(file);
    const url = answer.data?.url;
    if (!url) throw new Error('upload answer without url');
    editor.insertEmbed(index, 'image', url, 'user');
    editor.setSelection(index + 1, 0, 'silent');
    return true;
  } catch {
    void feedback.error(i18n.t('widgets:editor.imageFailed'));
    return false;
  }
}

/** Opens the file chooser for one image and hands it over. */
export function chooseImage(onChosen: (file: File) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/png,image/jpeg,image/gif,image/webp';
  input.onchange = () => {
    const file = input.files?.[0];
    if (file) onChosen(file);
  };
  input.click();
}
