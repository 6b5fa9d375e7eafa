import type { DemoData } from '../../server/db/seed/demo-data';
import type { Captcha, LoginFailure, OssFileRow, Session } from './types';

/** Every table of the embedded backend: the demo data's (the seed builds them), and its own. */
export interface MockDb extends DemoData {
  version: number;
  ossFiles: OssFileRow[];
  sessions: Session[];
  captchas: Captcha[];
  /** consecutive wrong passwords per user name */
  loginFailures: Record<string, LoginFailure>;
}
