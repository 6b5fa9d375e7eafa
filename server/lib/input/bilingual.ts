import { z } from 'zod';

// A bilingual record's form (docs/api.md "Records") sends the Chinese text in `<field>Zh` when it
// is open in English, and `<field>` then holds the text as the screen shows it. The schema below
// reads `<field>` as the Chinese text either way, and keeps what the screen showed under
// `<field>Shown` for the rare area that stores it (a parameter's English remark).

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** `schema` over a body whose listed fields are read in Chinese (`<field>Zh` when sent). */
export function chineseIn<S extends z.ZodType>(fields: readonly string[], schema: S) {
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = { ...(value as Record<string, unknown>) };
    for (const name of fields) {
      body[`${name}Shown`] = body[name];
      if (filled(body[`${name}Zh`])) body[name] = body[`${name}Zh`];
    }
    return body;
  }, schema);
}
