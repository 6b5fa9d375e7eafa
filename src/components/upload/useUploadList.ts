import { useEffect, useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { feedback } from '@/api/feedback';
import { RequestError } from '@/api/types';
import { uploadFile, type UploadPurpose } from '@/api/upload';
import { i18n } from '@/i18n';
import { beginUpload } from './uploads-in-flight';
import { isFileAddress } from '@contract/web-address';
import { contentRejection, nameOfUrl, rejectReason, splitUrls, type UploadLimits } from './upload-checks';

export interface UploadValueProps {
  /** comma-joined URLs of the uploaded files (what a form stores) */
  value?: string;
  onChange?: (value: string) => void;
  /**
   * The id its form item gives it, which the item's label names: the widget puts it on its
   * button that picks files (a click on the label opens the chooser), or on the widget as a
   * whole while there is no such button.
   */
  id?: string;
}

/**
 * The state both upload widgets share: the files of the value plus the ones on their way, the
 * checks before anything is sent, and the upload call itself with its messages.
 */
export function useUploadList(
  { value, onChange }: UploadValueProps,
  limits: UploadLimits,
  purpose: UploadPurpose = 'file',
) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const urls = splitUrls(text);
  // The value as last written: two uploads finishing together must both land in it.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = splitUrls(text);
  }, [text]);
  const [pending, setPending] = useState<UploadFile[]>([]);

  const write = (next: string[]) => {
    latest.current = next;
    const text = next.join(',');
    setOwn(text);
    onChange?.(text);
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    const count = latest.current.length + pending.length + batch.length;
    const reason = rejectReason(file, count, limits) ?? (await contentRejection(file, limits.fileTypes));
    if (!reason) return true;
    // One "too many" message for the whole selection, not one per file.
    if (reason.kind !== 'count' || batch.indexOf(file) === 0) void feedback.error(reason.message);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file }) => {
    const raw = file as File & { uid: string };
    const item: UploadFile = { uid: raw.uid, name: raw.name, status: 'uploading' };
    setPending((list) => [...list, item]);
    // ends after the URL is in the form's value, so a save waiting for it sees the file
    const ended = beginUpload();
    try {
      // The list shows how much has been sent (a video takes a while).
      const answer = await uploadFile(
        raw,
        undefined,
        (share) => {
          const percent = Math.round(share * 100);
          setPending((list) => list.map((f) => (f.uid === item.uid ? { ...f, percent } : f)));
        },
        purpose,
      );
      const url = answer.data?.url;
      if (!url) throw new Error('upload answer without url');
      write([...latest.current, url]);
      void feedback.success(i18n.t('widgets:upload.success'));
    } catch (error) {
      // A refused upload (non-200 code) was shown with its msg by the request layer.
      if (!(error instanceof RequestError) || error.code === undefined) {
        void feedback.error(i18n.t('widgets:upload.failed'));
      }
    } finally {
      setPending((list) => list.filter((f) => f.uid !== item.uid));
      ended();
    }
  };

  // `response` keeps the stored text; `url` (a link and the download) only for a file address.
  const fileList: UploadFile[] = [
    ...urls.map((url, i) => ({
      uid: `done-${i}-${url}`,
      name: nameOfUrl(url),
      url: isFileAddress(url) ? url : undefined,
      response: url,
      status: 'done' as const,
    })),
    ...pending,
  ];

  const remove = (file: UploadFile) => {
    const stored: unknown = file.response;
    if (file.status !== 'done' || typeof stored !== 'string') return false;
    write(latest.current.filter((url) => url !== stored));
    return true;
  };

  return { fileList, count: urls.length + pending.length, beforeUpload, customRequest, remove };
}
