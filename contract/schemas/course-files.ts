import { z } from 'zod';
import { RESOURCE_MAX_FILES } from '@contract/course-limits';
import { address, label, said, sentAs } from '@contract/input';

// The file lists a course or lesson write sends (docs/api.md "Course editing"): each file needs a
// name and an address a page may load (a saved course file by its preview call too); a list holds
// RESOURCE_MAX_FILES at most. Size, content type and the downloadable flag are read leniently, as
// the upload widget may leave them out.

/** The kind of file a list holds, as the server stores it (server/areas/course/file-lists.ts). */
export type FileKind = 'courseware' | 'instructional' | 'learning' | 'material';

/** A file as the screens send and receive it. */
export interface WireFile {
  fileId?: number;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
  /** whether users may download it (preview stays possible either way) */
  downloadable: boolean;
}

/** The wire lists of a course and of a lesson, and the kind each list is stored as. */
export const COURSE_LISTS = {
  coursewares: 'courseware',
  instructionalResources: 'instructional',
  learningResources: 'learning',
} as const satisfies Record<string, FileKind>;
export const LESSON_LISTS = {
  courseware: 'courseware',
  materials: 'material',
  learningResources: 'learning',
} as const satisfies Record<string, FileKind>;
export type Lists = Record<string, FileKind>;

/** Each list's name as the editors label it (src/locales/{zh,en}/courseEditor.json, field.*). */
const LIST_LABELS: Record<string, [zh: string, en: string]> = {
  coursewares: ['课件', 'Courseware'],
  instructionalResources: ['教学资源', 'Instructional resources'],
  learningResources: ['学习资源', 'Learning resources'],
  courseware: ['课件', 'Courseware'],
  materials: ['素材', 'Material'],
};

const UNNAMED = said('文件缺少名称或地址', 'A file is missing its name or address');
const TOO_LONG = said('文件名称或地址过长', "A file's name or address is too long");
const BAD_LIST = said('文件列表格式不正确', 'A file list has an invalid format');

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One file of the list `list`, its problems checked in the order the editor would meet them. */
function wireFile(list: string) {
  const [zh, en] = LIST_LABELS[list] ?? [list, list];
  const where = address(label(`${zh}文件地址`, `${en}: a file's address`), {}, { courseFile: true });
  return z
    .preprocess((item) => (item && typeof item === 'object' ? item : {}), z.object({}).catchall(z.unknown()))
    .transform((f): WireFile => {
      const size = Number(f.size);
      return {
        fileName: trimmed(f.fileName),
        url: trimmed(f.url),
        size: Number.isSafeInteger(size) && size > 0 ? size : 0,
        contentType: typeof f.contentType === 'string' ? f.contentType.slice(0, 100) : '',
        downloadable: f.downloadable !== false,
      };
    })
    .refine((f) => f.fileName !== '' && f.url !== '', { error: UNNAMED, abort: true })
    .refine((f) => f.fileName.length <= 255 && f.url.length <= 500, { error: TOO_LONG, abort: true })
    .superRefine((f, ctx) => {
      const checked = where.safeParse(f.url);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message });
    });
}

/** The list `list`: absent is empty. */
function wireList(list: string) {
  const [zh, en] = LIST_LABELS[list] ?? [list, list];
  // the upload widget's message (widgets:upload.tooMany) after the list's name
  const tooMany = said(
    `${zh}：上传文件数量不能超过 ${RESOURCE_MAX_FILES} 个!`,
    `${en}: No more than ${RESOURCE_MAX_FILES} files can be uploaded!`,
  );
  // a form holds the list's files as the editors send them
  return sentAs<WireFile[]>()(
    z.preprocess(
      (value) => value ?? [],
      z
        .array(z.unknown(), { error: BAD_LIST })
        .max(RESOURCE_MAX_FILES, { error: tooMany })
        .pipe(z.array(wireFile(list))),
    ),
  );
}

/** The shape of every list of `lists`, to spread into a course's or a lesson's body. */
export const wireFiles = <L extends Lists>(lists: L) =>
  Object.fromEntries(Object.keys(lists).map((list) => [list, wireList(list)])) as {
    [K in keyof L]: ReturnType<typeof wireList>;
  };
