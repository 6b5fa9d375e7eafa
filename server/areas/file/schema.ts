import { z } from 'zod';
import { said } from '../../lib/input';
import { FILE_NOT_FOUND } from './uploads';

// What the file calls take (docs/api.md "Files", "Course files and preview"). An id in a file's
// path that is not one names no file: it answers as a missing file does, not as bad input.

const fileId = z
  .string()
  .regex(/^\d{1,9}$/, { error: said(FILE_NOT_FOUND.zh, FILE_NOT_FOUND.en) })
  .transform(Number);

/** `avatar` for a profile picture; anything else is a file (upload-rules.ts). */
export const uploadQuery = z.object({ purpose: z.string().optional() });

/** The uploaded file's raw address, and the signature a signed address carries (raw-access.ts). */
export const rawFile = z.object({ ossId: fileId, fileName: z.string() });
export const signatureQuery = z.object({
  e: z.string().optional(),
  u: z.string().optional(),
  s: z.string().optional(),
});

export const oneCourseFile = z.object({ fileId });
export const oneCourse = z.object({ courseId: fileId });
