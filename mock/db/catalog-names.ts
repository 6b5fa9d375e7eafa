import { db } from './store';

// The discipline and subject names (both languages) a library or shop answer carries beside ids.

export function disciplineNames(disciplineId: number) {
  const d = db().disciplines.find((row) => row.disciplineId === disciplineId);
  return { disciplineName: d?.disciplineName ?? '', disciplineNameEn: d?.disciplineNameEn ?? '' };
}

export function subjectNames(subjectId: number) {
  const s = db().subjects.find((row) => row.subjectId === subjectId);
  return { subjectName: s?.subjectName ?? '', subjectNameEn: s?.subjectNameEn ?? '' };
}
