// School grades 1 to 12 (primary, junior and senior secondary): the range every grade field,
// filter and course takes, on both sides.

export const GRADE_MIN = 1;
export const GRADE_MAX = 12;

/** Every grade, in order. */
export const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
