import type { ReactNode } from 'react';

/**
 * A field holding a code (a module, a result, a policy, published or not) shown as its word in
 * the user's language, or drawn from the code (a coloured tag), and exported as the word: a
 * spreadsheet holds the word a reader saw, never the code behind it.
 */
export function labelColumn<V>(
  field: string,
  title: string,
  width: number,
  label: (value: V) => string,
  draw?: (value: V) => ReactNode,
) {
  return {
    key: field,
    title,
    dataIndex: field,
    width,
    render: (value: V) => (draw ? draw(value) : label(value)),
    exportValue: (row: object) => label((row as Record<string, unknown>)[field] as V),
  };
}
