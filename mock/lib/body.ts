import { bad } from './reply';

export type Body = Record<string, unknown>;

/**
 * The JSON object a write call sent. An empty body reads as `{}` (some PUT calls carry their
 * arguments in the query), anything that is not a JSON object is refused as bad input.
 */
export async function readJson(request: Request): Promise<Body> {
  const text = await request.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    bad(request, '请求数据不是有效的 JSON', 'The request body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    bad(request, '请求数据必须是一个 JSON 对象', 'The request body must be a JSON object');
  }
  return value as Body;
}
