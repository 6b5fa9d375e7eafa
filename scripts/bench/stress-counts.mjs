// How much stress data the benchmark's screens are measured with (written into the server's
// tables by server-stress.ts before the measured start): the course catalogue and the school
// list grown to `courses` and `schools` rows, a class of `students` students with two scores
// each, and `lessons` lessons in the teacher's current week. `node scripts/bench.mjs --scale=N`
// multiplies them all.
export const STRESS = { courses: 1000, schools: 1000, students: 3000, lessons: 500 };

/** The stress class, at school 1. */
export const STRESS_CLASS_NAME = '压力测试班';

/** The counts times `scale`, whole numbers. */
export const scaled = (scale) =>
  Object.fromEntries(Object.entries(STRESS).map(([name, count]) => [name, Math.round(count * scale)]));
