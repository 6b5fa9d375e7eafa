import type { z } from 'zod';

// The console's form types are inferred from the schemas the server checks (docs/screens/README.md
// "Form types"), imported as types only, so no zod code reaches the console's bundle.

/**
 * What a record's form sends: a body as the form holds it (`z.input`), the create body or the edit
 * body, with the record's id only when it edits one (then it is sent by PUT rather than POST).
 */
export type RecordForm<Body extends z.ZodType, Id extends string> = Omit<z.input<Body>, Id> & { [K in Id]?: number };
