import { withoutSignatures } from '../areas/file/addresses';
import type { AppContext } from './context';
import { fail } from './errors';

export type Body = Record<string, unknown>;

/**
 * The JSON object a write call sent. An empty body reads as `{}` (some PUT calls carry their
 * arguments in the query); anything that is not a JSON object is refused as bad input. File
 * addresses in it are read without their signatures.
 */
export async function readJson(c: AppContext): Promise<Body> {
  // file addresses come back as they were answered, signed for one reader for an hour: what is
  // stored is the address alone (docs/api.md "Files")
  const text = withoutSignatures(await c.req.text());
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail('请求数据不是有效的 JSON', 'The request body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    fail('请求数据必须是一个 JSON 对象', 'The request body must be a JSON object');
  }
  return value as Body;
}
