export interface StressCounts {
  courses: number;
  schools: number;
  students: number;
  lessons: number;
}
export const STRESS: StressCounts;
export const STRESS_CLASS_NAME: string;
export function scaled(scale: number): StressCounts;
