import type { z } from 'zod';
import { isBlankHtml } from '@contract/schemas/activity';
import { NOTICE_CONTENT, noticeBodies } from '@contract/schemas/notice';
import { said } from '../../lib/input';
import { cleanRichText } from '../../lib/rich-text';

// This area's inputs are declared in the contract the console shares (contract/schemas/notice.ts).
// The server adds what only it can do: the content is stored clean (server/lib/rich-text.ts), and
// what is left after cleaning must still show something.

export * from '@contract/schemas/notice';

const storedContent = NOTICE_CONTENT.transform(cleanRichText).refine((html) => !isBlankHtml(html), {
  error: said('公告内容不能为空', 'Content is required'),
});

export const { newNotice, changedNotice } = noticeBodies(storedContent);
export type NoticeInput = z.output<typeof newNotice>;
