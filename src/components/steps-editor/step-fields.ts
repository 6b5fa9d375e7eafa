/** A form field's name as antd takes it: `'title'` or a path such as `['lessons', 0, 'title']`. */
export type FieldName = string | number | (string | number)[];

/** A step's declared field covers itself and everything inside it (`['lessons']` covers `lessons.0.title`). */
function covers(declared: FieldName, field: readonly (string | number)[]): boolean {
  const path = Array.isArray(declared) ? declared : [declared];
  return path.length <= field.length && path.every((part, i) => String(part) === String(field[i]));
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * The first step (in the steps' order) holding one of the failed fields, and its first failed
 * field; a field no step declares leaves the user where they are.
 */
export function firstStepWithError(
  steps: readonly { fields: readonly FieldName[] }[],
  failed: readonly FieldError[],
  current: number,
): { step: number; field: FieldError['name'] | undefined } {
  for (const [index, step] of steps.entries()) {
    const field = failed.find((f) => step.fields.some((declared) => covers(declared, f.name)));
    if (field) return { step: index, field: field.name };
  }
  return { step: current, field: failed[0]?.name };
}

/** The failed fields of antd's `validateFields` rejection (none when it was not a validation failure). */
export function failedFields(error: unknown): FieldError[] {
  const fields = (error as { errorFields?: FieldError[] } | null)?.errorFields;
  return Array.isArray(fields) ? fields.filter((f) => f.errors.length > 0) : [];
}
