import { z } from 'zod';
import { said } from '../../lib/input';

// What the calendar feed's calls take (docs/api.md "Calendar feed"): making an address takes
// nothing, and a body naming anything (a user, a school) is refused rather than ignored, so that
// nobody believes they made someone else's address.

export const noFields = z.strictObject({}, { error: () => said('此操作不接受任何字段', 'This call takes no fields') });

/** The feed's file name, `<token>.ics`: any text, so that a malformed one is answered like an unknown one. */
export const feedFile = z.object({ tokenFile: z.string() });
