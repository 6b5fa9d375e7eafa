import type { LoginResult } from '@contract/monitor';

/** One row of the login history (docs/api.md "Login log"): an attempt, a logout or a forced end. */
export interface LoginEntry {
  infoId: number;
  /** the account name as typed */
  userName: string;
  /** the account it named, when there is one */
  userId?: number | null;
  schoolId?: number | null;
  ipaddr: string;
  browser: string;
  os: string;
  result: LoginResult;
  /** an ISO instant */
  loginTime: string;
}
