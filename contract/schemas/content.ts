import { z } from 'zod';
import { address, chineseIn, int, label, listQuery, pathId, pathIds, said, text } from '@contract/input';

// What the content items' calls take (docs/api.md "Content").

const ID = label('内容编号', 'Content id');
const TITLE = label('标题', 'Title');

/** The last part of a file URL, decoded: what tells an upload's type. */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

export const contentListQuery = listQuery({ title: text(TITLE) });
export const publicContentQuery = listQuery({});

/** The editable fields in the order the edit screen shows them. */
const FIELDS = {
  title: text(TITLE, { required: true, max: 100 }),
  titleEn: text(label('英文标题', 'English title'), { max: 100 }),
  video: address(label('视频', 'Video'), { required: true, max: 500 }).refine(
    (video) => fileNameOf(video).endsWith('.mp4'),
    { error: said('视频必须是 mp4 文件', 'The video must be an mp4 file') },
  ),
  poster: address(label('封面', 'Poster'), { max: 500 }).refine(
    (poster) => !poster || /\.(png|jpe?g)$/.test(fileNameOf(poster)),
    { error: said('封面必须是 png、jpg 或 jpeg 图片', 'The poster must be a png, jpg or jpeg image') },
  ),
  description: text(label('描述', 'Description'), { required: true, max: 2000 }),
  descriptionEn: text(label('英文描述', 'English description'), { max: 2000 }),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

const BILINGUAL = ['title', 'description'] as const;

export const newContent = chineseIn(BILINGUAL, z.object(FIELDS));
export const changedContent = chineseIn(BILINGUAL, z.object({ contentId: int(ID), ...FIELDS }));
export type ContentInput = z.output<typeof newContent>;

export const oneContent = z.object({ contentId: pathId(ID) });
export const someContents = z.object({ contentIds: pathIds(ID) });
