import { z } from 'zod';
import { titled, type Label } from './fields';

// A bilingual record's form (docs/api.md "Records") sends the Chinese text in `<field>Zh` when it
// is open in English, and `<field>` then holds the text as the screen shows it. The schema below
// reads `<field>` as the Chinese text either way, and keeps what the screen showed under
// `<field>Shown` for the rare area that stores it (a parameter's English remark): such a key is
// the server's own, so it is declared with `shown(...)` and left out of the API document.

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const INTERNAL = 'x-internal';

/** A key the server derives from the body rather than one a client sends (left out of the API document). */
export const shown = <S extends z.ZodType>(schema: S) => schema.meta({ [INTERNAL]: true });

export const isInternal = (jsonSchema: object): boolean => INTERNAL in jsonSchema;

/** The label a field was declared with (./fields.ts `titled`), looking through `.default(...)`. */
function labelOf(field: z.core.$ZodType | undefined, name: string): Label {
  for (let at = field; at; at = (at._zod.def as { innerType?: z.core.$ZodType }).innerType) {
    const meta = z.globalRegistry.get(at) as { title?: string; 'x-title-zh'?: string } | undefined;
    if (meta?.title && meta['x-title-zh']) return { en: meta.title, zh: meta['x-title-zh'] };
  }
  return { zh: name, en: name };
}

/**
 * What a form sends for such a body: each listed field, its `<field>Zh`, or both; never the keys the
 * server derives (`<field>Shown`).
 */
type SentInChinese<In, K extends PropertyKey> = Omit<In, K | `${string}Shown`> & Partial<Pick<In, K & keyof In>>;

/** `schema` over a body whose listed fields are read in Chinese (`<field>Zh` when sent). */
export function chineseIn<Shape extends z.ZodRawShape, K extends string & keyof Shape>(
  fields: readonly K[],
  schema: z.ZodObject<Shape>,
) {
  const labels = Object.fromEntries(fields.map((name) => [name, labelOf(schema.shape[name], name)])) as Record<
    K,
    Label
  >;
  const sentInChinese = Object.fromEntries(
    fields.map((name) => [
      `${name}Zh`,
      z
        .string()
        .optional()
        .meta({
          ...titled({ zh: `${labels[name].zh}（中文）`, en: `${labels[name].en} (Chinese)` }),
          description: `the Chinese ${name}, sent by a form open in English`,
        }),
    ]),
  ) as { [F in K as `${F}Zh`]: z.ZodOptional<z.ZodString> };
  const read = schema.extend(sentInChinese);
  return z.preprocess((value: SentInChinese<z.input<typeof read>, K>) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = { ...(value as Record<string, unknown>) };
    for (const name of fields) {
      body[`${name}Shown`] = body[name];
      if (filled(body[`${name}Zh`])) body[name] = body[`${name}Zh`];
    }
    return body;
  }, read);
}
