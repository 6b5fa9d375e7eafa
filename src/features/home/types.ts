/** Counts for the active role (GET /home/stats, docs/api.md). */
export interface HomeStats {
  schools: number;
  courses: number;
  teachers: number;
  classes: number;
  pendingApprovals: number;
  unreadMessages: number;
  activities: number;
}

export type StatKey = keyof HomeStats;

/** The steps of the first-run checklist, in its order (GET /home/setup, docs/api.md "Home"). */
export type SetupStepKey = 'site' | 'registration' | 'developers' | 'disciplines' | 'school' | 'classes' | 'courses';

/** The platform administrator's first-run checklist: each step's `done` is derived by the server. */
export interface HomeSetup {
  open: boolean;
  steps: Array<{ key: SetupStepKey; done: boolean }>;
}
