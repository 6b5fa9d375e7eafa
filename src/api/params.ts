type Primitive = string | number | boolean;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Flat GET-parameter encoding of RuoYi backends: `{params: {beginTime: x}}` becomes
 * `params%5BbeginTime%5D=x`; null, undefined and empty strings are left out.
 */
export function encodeParams(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  const push = (key: string, value: Primitive) =>
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) {
        if (!isEmpty(inner)) push(`${key}[${sub}]`, inner as Primitive);
      }
    } else {
      push(key, value as Primitive);
    }
  }
  return parts.join('&');
}
