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

/** What the editor sends: the Chinese and English texts apart. */
export interface ContentForm {
  contentId?: number;
  titleZh: string;
  titleEn?: string;
  video: string;
  poster?: string;
  descriptionZh: string;
  descriptionEn?: string;
}

/** What the public page shows, answered without login. */
export interface PublicContent {
  contentId: number;
  title: string;
  description: string;
  video: string;
  poster: string;
}
