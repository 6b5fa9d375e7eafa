import type { z } from 'zod';
import { activityBodies, CONTENT, isBlankHtml } from '@contract/schemas/activity';
import { said } from '../../lib/input';
import { cleanRichText } from '../../lib/rich-text';

// This area's inputs are declared in the contract the console shares (contract/schemas/activity.ts).
// The server adds what only it can do: the content is stored clean (server/lib/rich-text.ts), and
// what is left after cleaning must still show something.

export * from '@contract/schemas/activity';

const storedContent = CONTENT.transform(cleanRichText).refine((html) => !isBlankHtml(html), {
  error: said('活动内容不能为空', 'Content is required'),
});

export const { newActivity, changedActivity } = activityBodies(storedContent);
export type ActivityInput = z.output<typeof newActivity>;
