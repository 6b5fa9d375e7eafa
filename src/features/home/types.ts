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
