import type { z } from 'zod';
import type { registration } from '@contract/schemas/activity';

/** dict activity_state: 0 not started, 1 in progress, 2 ended. */
export type ActivityState = '0' | '1' | '2';

/** A banner as a visitor sees it; a link that leads nowhere arrives as linkType ''. */
export interface PublicBanner {
  bannerId: number;
  title: string;
  image: string;
  linkType: '' | '1' | '2' | '3' | '4';
  sourceId: string;
}

/** A published activity as the public list answers it, texts in the request language. */
export interface PublicActivity {
  activityId: number;
  name: string;
  intro: string;
  beginTime: string;
  endTime: string;
  cover: string;
  state: ActivityState;
  registrationCount: number;
}

/** One activity with its (stored, unsanitised) rich-text content. */
export interface PublicActivityDetail extends PublicActivity {
  content: string;
}

export interface PublicContentItem {
  contentId: number;
  title: string;
  description: string;
  poster: string;
  link: string;
}

/** A visitor's registration for an activity: the body the server checks (contract/schemas/activity.ts). */
export type RegistrationForm = z.input<typeof registration>;
