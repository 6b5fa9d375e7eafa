import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ScoreBand } from '../types';

interface Props {
  bands: ScoreBand[];
  /** the axis and tooltip name of a bar's value (人数 / Students) */
  countLabel: string;
}

/**
 * The score distribution as bars. recharts is big, so this file is only loaded (lazily, by
 * LazyScoreChart) once the class list is idle or a detail opens: it never lands in the list's chunk.
 */
export default function ScoreChart({ bands, countLabel }: Props) {
  const data = bands.map((b) => ({ band: `${b.min}–${b.max}`, count: b.count }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="band" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} />
        <Tooltip formatter={(value) => [value, countLabel]} />
        <Bar dataKey="count" name={countLabel} fill="#1677ff" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
