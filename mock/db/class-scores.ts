import { PASS_MARK } from '../../server/areas/class/pass-mark';
import type { ScoreRow } from './school-types';

// A class's results in one exam: the simple statistics and the score distribution the class
// detail shows. The pass mark is the server's (server/areas/class/pass-mark.ts).

export { PASS_MARK };

export interface ScoreStats {
  count: number;
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  /** percentage of the scores at or above the pass mark, one decimal */
  passRate: number | null;
}

/** One bar of the distribution: scores from `min` up to `max` (both included). */
export interface ScoreBand {
  min: number;
  max: number;
  count: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function scoreStats(values: readonly number[]): ScoreStats {
  if (!values.length) return { count: 0, mean: null, median: null, highest: null, lowest: null, passRate: null };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const sum = sorted.reduce((total, v) => total + v, 0);
  return {
    count: sorted.length,
    mean: oneDecimal(sum / sorted.length),
    median: oneDecimal(median),
    highest: sorted[sorted.length - 1],
    lowest: sorted[0],
    passRate: oneDecimal((100 * sorted.filter((v) => v >= PASS_MARK).length) / sorted.length),
  };
}

/** Ten bands of ten points (0–9 … 80–89), the last one 90–100. */
export function scoreBands(values: readonly number[]): ScoreBand[] {
  const bands = Array.from({ length: 10 }, (_, i) => ({ min: i * 10, max: i === 9 ? 100 : i * 10 + 9, count: 0 }));
  for (const v of values) bands[Math.min(9, Math.floor(v / 10))].count += 1;
  return bands;
}

/** The exam times a class has scores for, latest first. */
export function examTimesOf(scores: readonly ScoreRow[], classId: number): string[] {
  return [...new Set(scores.filter((s) => s.classId === classId).map((s) => s.examTime))].sort().reverse();
}
