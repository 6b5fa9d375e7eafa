import { useState } from 'react';
import { feedback } from '@/api/feedback';
import { RequestError } from '@/api/types';
import { uploadFile } from '@/api/upload';
import { contentRejection, countRejection, rejectReason } from '@/components/upload/upload-checks';
import { i18n } from '@/i18n';
import type { CourseFile } from '../types';
import { RESOURCE_MAX_FILES } from '@contract/course-limits';

/** What a course or lesson may hold: documents, slides, sheets, pictures, video, audio, archives. */
export const RESOURCE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'mp4',
  'mp3',
  'wav',
  'zip',
];
/** The file storage takes files up to 5 MB. */
export const RESOURCE_MAX_MB = 5;
// Most files in one list of a course or of a lesson (docs/readings.md: a unit's slides, videos
// and worksheets, more than the upload widget's default of 5); the server refuses a longer list.
export { RESOURCE_MAX_FILES };

export interface PendingUpload {
  uid: string;
  name: string;
  /** 0..100 */
  percent: number;
  failed: boolean;
}

let counter = 0;

/**
 * Uploads chosen files one after another with their progress, checking each first (type, name,
 * size, content); each file that arrives is handed to `onUploaded` (downloadable by default).
 * `filesIn` counts the files already in the list they go to: a selection that would take it past
 * RESOURCE_MAX_FILES is refused whole, with one message, before anything is sent.
 */
export function useFileUploads(onUploaded: (file: CourseFile) => void, filesIn: () => number) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const patch = (uid: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.uid === uid ? { ...p, ...change } : p)));

  const uploadOne = async (file: File, uid: string) => {
    const limits = { fileTypes: RESOURCE_TYPES, fileSize: RESOURCE_MAX_MB, limit: 0 };
    const reason = rejectReason(file, 0, limits) ?? (await contentRejection(file, RESOURCE_TYPES));
    if (reason) {
      void feedback.error(`${file.name}: ${reason.message}`);
      setPending((list) => list.filter((p) => p.uid !== uid));
      return false;
    }
    try {
      const answer = await uploadFile(file, file.name, (share) => patch(uid, { percent: Math.round(share * 100) }));
      const url = answer.data?.url;
      if (!url) throw new Error('upload answer without url');
      onUploaded({
        fileName: answer.data?.fileName ?? file.name,
        url,
        size: file.size,
        contentType: file.type,
        downloadable: true,
      });
      setPending((list) => list.filter((p) => p.uid !== uid));
      return true;
    } catch (error) {
      // A refused upload was already shown with its message by the request layer.
      if (!(error instanceof RequestError) || error.code === undefined) {
        void feedback.error(i18n.t('courseEditor:files.failed', { name: file.name }));
      }
      patch(uid, { failed: true });
      return false;
    }
  };

  /** Uploads the files in order; resolves how many arrived. */
  const upload = async (files: readonly File[]): Promise<number> => {
    const underway = pending.filter((p) => !p.failed).length;
    const tooMany = countRejection(filesIn() + underway + files.length, RESOURCE_MAX_FILES);
    if (tooMany) {
      void feedback.error(tooMany.message);
      return 0;
    }
    const queued = files.map((file) => ({ file, uid: `upload-${++counter}` }));
    setPending((list) => [
      ...list,
      ...queued.map(({ file, uid }) => ({ uid, name: file.name, percent: 0, failed: false })),
    ]);
    let arrived = 0;
    for (const { file, uid } of queued) if (await uploadOne(file, uid)) arrived += 1;
    return arrived;
  };

  const dismiss = (uid: string) => setPending((list) => list.filter((p) => p.uid !== uid));

  return { pending, upload, dismiss, busy: pending.some((p) => !p.failed) };
}
