// Recognising the database refusals a rule answers itself. Both engines report PostgreSQL's
// SQLSTATE in `code`; drizzle wraps the driver's error and keeps it as `cause`.

interface DriverError {
  code: string;
  constraint?: string;
}

function driverError(error: unknown): DriverError | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
  }
  return undefined;
}

/**
 * The named unique constraint refused the write (two requests racing for one name, say). Only
 * that constraint: any other refusal is a defect and must not pass for a taken name.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = driverError(error);
  return found?.code === '23505' && found.constraint === constraint;
}

/**
 * Runs `write`; when the named unique constraint refuses it (a request racing this one took the
 * value first), answers `refuse`, as the check before the write refuses the same value.
 */
export async function keepingUnique<T>(constraint: string, refuse: () => never, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) refuse();
    throw error;
  }
}
