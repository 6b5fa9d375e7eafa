import type { RecordForm } from '@contract/input/form';
import type { newContent } from '@contract/schemas/content';

/** A content item as the list and the editor get it: `title`/`description` in the request's language. */
export interface ContentItem {
  contentId: number;
  title: string;
  titleZh?: string;
  titleEn?: string;
  /** the public address, `/contentView?id=<id>` (no origin) */
  link: string;
  /** URL of the uploaded mp4 */
  video: string;
  /** URL of the picture shown before the video plays; '' for none */
  poster: string;
  description: string;
  descriptionZh?: string;
  descriptionEn?: string;
  createTime?: string;
}

/** What the editor sends, each language apart: the body the server checks (contract/schemas/content.ts). */
export type ContentForm = RecordForm<typeof newContent, 'contentId'>;

/** What the public page shows, answered without login. */
export interface PublicContent {
  contentId: number;
  title: string;
  description: string;
  video: string;
  poster: string;
}
