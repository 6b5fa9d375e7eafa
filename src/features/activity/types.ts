/** dict activity_state: 0 not started, 1 in progress, 2 ended (computed by the backend from the dates). */
export type ActivityState = '0' | '1' | '2';

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

/** What the editor holds and sends: each language apart, the time range as two texts. */
export interface ActivityForm {
  activityId?: number;
  nameZh: string;
  nameEn?: string;
  introZh: string;
  introEn?: string;
  /** [beginTime, endTime] as `yyyy-MM-dd HH:mm:ss` */
  timeRange: [string, string] | null;
  cover: string;
  content: string;
}

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
