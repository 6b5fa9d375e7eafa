import type { RecordForm } from '@contract/input/form';
import type { ActivityState, newActivity } from '@contract/schemas/activity';

export type { ActivityState };

/** An activity as the console gets it: `name`/`intro` in the request's language, both originals beside. */
export interface Activity {
  activityId: number;
  name: string;
  nameZh?: string;
  nameEn?: string;
  intro: string;
  introZh?: string;
  introEn?: string;
  beginTime: string;
  endTime: string;
  /** URL of the cover image */
  cover: string;
  /** rich text (HTML); shown only through SafeHtml */
  content: string;
  publisher: string;
  published: boolean;
  /** '' when never published */
  publishDate: string;
  registrationCount: number;
  state: ActivityState;
  createTime?: string;
  updateTime?: string;
}

/**
 * What the editor holds: the body the server checks (contract/schemas/activity.ts), each language
 * apart, with the time range as one field of two texts (`yyyy-MM-dd HH:mm:ss`) where the body has two.
 */
export type ActivityForm = Omit<RecordForm<typeof newActivity, 'activityId'>, 'beginTime' | 'endTime'> & {
  timeRange: [string, string] | null;
};

/** One person's registration, as the registrations list answers it. */
export interface Registration {
  registrationId: number;
  activityId: number;
  /** the activity's name in the request's language */
  activityName: string;
  /** the console account's user name when the person was logged in, '' for a guest */
  username: string;
  name: string;
  phone: string;
  area: string;
  createTime: string;
}
