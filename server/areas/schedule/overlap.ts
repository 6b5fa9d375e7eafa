// The schedule's one rule about time: a teacher cannot teach two lessons at once, and a class
// cannot sit two lessons at once. Two lessons clash when they fall on the same date and their
// times overlap; back to back (one ends when the next starts) is not a clash. The write check
// (clash.ts) and the demo seed's planning both ask here.

export interface Slot {
  teacherUserId: number;
  classId: number;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, 24 h */
  startTime: string;
  endTime: string;
}

/** HH:mm compares as text, so no parsing is needed. */
export const overlaps = (a: Slot, b: Slot): boolean =>
  a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;

/** The first row of `rows` that `slot` clashes with (same teacher or same class), if any. */
export function findClash<T extends Slot>(slot: Slot, rows: readonly T[]): T | undefined {
  return rows.find(
    (row) => (row.teacherUserId === slot.teacherUserId || row.classId === slot.classId) && overlaps(slot, row),
  );
}
