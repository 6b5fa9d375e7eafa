import type { CourseFileKind, CourseFileRow } from './business-types';
import { db } from './store';
import type { Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';

// The file lists of a course and of its lessons as the editors send and receive them, and how
// each list is stored (one course-file row per file, its kind naming the list).

/** A file as the screens send and receive it. */
export interface WireFile {
  fileId?: number;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
  downloadable: boolean;
}

/** The wire lists of a course and of a lesson, and the kind each list is stored as. */
export const COURSE_LISTS = {
  coursewares: 'courseware',
  instructionalResources: 'instructional',
  learningResources: 'learning',
} as const;
export const LESSON_LISTS = { courseware: 'courseware', materials: 'material', learningResources: 'learning' } as const;
export type Lists = Record<string, CourseFileKind>;
export const toWire = (f: CourseFileRow): WireFile => ({
  fileId: f.fileId,
  fileName: f.fileName,
  url: f.url,
  size: f.size,
  contentType: f.contentType,
  downloadable: f.downloadable,
});

export function filesOf(courseId: number, lessonId: number | null, lists: Lists): Record<string, WireFile[]> {
  const files = db()
    .courseFiles.filter((f) => f.courseId === courseId && f.lessonId === lessonId)
    .sort((a, b) => a.sort - b.sort);
  return Object.fromEntries(
    Object.entries(lists).map(([list, kind]) => [list, files.filter((f) => f.kind === kind).map(toWire)]),
  );
}

/**
 * Most files in one list, as the editors' upload says (src/features/course/editor/useFileUploads.ts,
 * docs/readings.md).
 */
export const LIST_MAX_FILES = 20;

/** Each list's name as the editors label it (src/locales/{zh,en}/courseEditor.json, field.*). */
const LIST_LABELS: Record<string, [zh: string, en: string]> = {
  coursewares: ['课件', 'Courseware'],
  instructionalResources: ['教学资源', 'Instructional resources'],
  learningResources: ['学习资源', 'Learning resources'],
  courseware: ['课件', 'Courseware'],
  materials: ['素材', 'Material'],
};

/** Reads one file list of a write; every file needs a name and an address, and a list holds LIST_MAX_FILES at most. */
function readFiles(lang: Lang, body: Body, list: string): WireFile[] {
  const value = body[list];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) bad(lang, '文件列表格式不正确', 'A file list has an invalid format');
  if (value.length > LIST_MAX_FILES) {
    const [zh, en] = LIST_LABELS[list] ?? [list, list];
    // the upload widget's message (widgets:upload.tooMany) after the list's name
    bad(
      lang,
      `${zh}：上传文件数量不能超过 ${LIST_MAX_FILES} 个!`,
      `${en}: No more than ${LIST_MAX_FILES} files can be uploaded!`,
    );
  }
  return (value as unknown[]).map((item) => {
    const f = (item ?? {}) as Record<string, unknown>;
    const fileName = typeof f.fileName === 'string' ? f.fileName.trim() : '';
    const url = typeof f.url === 'string' ? f.url.trim() : '';
    if (!fileName || !url) bad(lang, '文件缺少名称或地址', 'A file is missing its name or address');
    return {
      fileId: typeof f.fileId === 'number' ? f.fileId : undefined,
      fileName,
      url,
      size: Number(f.size) || 0,
      contentType: typeof f.contentType === 'string' ? f.contentType : '',
      downloadable: f.downloadable !== false,
    };
  });
}

/** Replaces the files of a course (lessonId null) or of one lesson with the lists of a write. */
export function writeFiles(
  courseId: number,
  lessonId: number | null,
  lists: Lists,
  read: Record<string, WireFile[]>,
  by: string,
) {
  const all = db().courseFiles;
  const kept = all.filter((f) => !(f.courseId === courseId && f.lessonId === lessonId));
  all.length = 0;
  all.push(...kept);
  for (const [list, kind] of Object.entries(lists)) {
    (read[list] ?? []).forEach((f, sort) => {
      all.push({
        fileId: nextId(all, 'fileId'),
        courseId,
        lessonId,
        kind,
        fileName: f.fileName,
        url: f.url,
        size: f.size,
        contentType: f.contentType,
        downloadable: f.downloadable,
        sort,
        createBy: by,
        createTime: formatTime(),
      });
    });
  }
}

export const readLists = (lang: Lang, body: Body, lists: Lists) =>
  Object.fromEntries(Object.keys(lists).map((list) => [list, readFiles(lang, body, list)]));
