import { z } from 'zod';
import { address, idsOrText, int, label, listQuery, optionalInt, pathId, said, text } from '@contract/input';

// What the courseware messages' calls take (docs/api.md "Courseware messages").

const MAX_ATTACHMENTS = 5;
const ATTACHMENT_ADDRESS = address(label('附件地址', "An attachment's address"));

export const messageListQuery = listQuery({
  readFlag: text(label('已读标志', 'Read flag')),
  courseId: optionalInt(label('课程编号', 'Course id')),
  lessonId: optionalInt(label('课时编号', 'Lesson id')),
  schoolId: optionalInt(label('学校编号', 'School id')),
});

/** Up to five files, each a name and a loadable address. */
const attachments = z.preprocess(
  (raw: Array<{ name: string; url: string }> | null | undefined, ctx) => {
    const invalid = () => {
      ctx.addIssue({ code: 'custom', message: said('附件格式不正确', 'Attachments have an invalid format') });
      return z.NEVER;
    };
    const list = raw ?? [];
    if (!Array.isArray(list)) return invalid();
    if (list.length > MAX_ATTACHMENTS) {
      ctx.addIssue({
        code: 'custom',
        message: said(`附件最多 ${MAX_ATTACHMENTS} 个`, `At most ${MAX_ATTACHMENTS} attachments are allowed`),
      });
      return z.NEVER;
    }
    const read: Array<{ name: string; url: string }> = [];
    for (const item of list) {
      if (!item || typeof item !== 'object') return invalid();
      const { name, url } = item as Record<string, unknown>;
      if (typeof name !== 'string' || typeof url !== 'string' || !name.trim() || !url.trim()) return invalid();
      if (name.length > 255 || url.length > 500) return invalid();
      const checked = ATTACHMENT_ADDRESS.safeParse(url);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message });
        return z.NEVER;
      }
      read.push({ name: name.trim(), url: url.trim() });
    }
    return read;
  },
  z.array(z.object({ name: z.string(), url: z.string() })),
);

/** A teacher's feedback on a lesson; the rules that need the lesson and the school are the records'. */
export const newMessage = z.object({
  lessonId: int(label('课时', 'Class hour'), { min: 1 }),
  title: text(label('标题', 'Title'), { required: true, max: 100 }),
  content: text(label('内容', 'Content'), { required: true, max: 1000 }),
  attachments,
  fileId: optionalInt(label('课时文档', 'Class-hour document'), { min: 1 }),
});
export type NewMessageInput = z.output<typeof newMessage>;

export const readMessages = z.object({ messageIds: idsOrText(label('留言编号', 'Message ids')) });

export const oneMessage = z.object({ messageId: pathId(label('留言编号', 'Message id')) });
export const courseOfLessons = z.object({ courseId: pathId(label('课程编号', 'Course id')) });
