import type { RecordForm } from '@contract/input/form';
import type { newBanner } from '@contract/schemas/banner';

/** dict banner_link_type: 1 course, 2 content item, 3 activity, 4 external http(s) address; '' none. */
export type LinkType = '' | '1' | '2' | '3' | '4';

/** A banner as the list gets it: `title` in the request language, the link named. */
export interface Banner {
  bannerId: number;
  title: string;
  titleZh?: string;
  titleEn?: string;
  image: string;
  linkType: LinkType;
  /** the linked record's id as text, or the external address */
  sourceId: string;
  /** the linked record's name (the address for an external link); '' when none or gone */
  linkName: string;
  sort: number;
}

/** What the dialog sends, each language apart: the body the server checks (contract/schemas/banner.ts). */
export type BannerForm = RecordForm<typeof newBanner, 'bannerId'>;

export interface LinkChoice {
  value: string;
  label: string;
}

/** The records a banner may link to, by link type. */
export type LinkChoices = Record<'1' | '2' | '3', LinkChoice[]>;
