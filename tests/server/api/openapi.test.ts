import { describe, expect, it } from 'vitest';
import { login, raw } from '../helpers/client';
import { serverApp } from '../helpers/harness';
import { routeInputs, type RouteInput } from '../../../server/areas/openapi/document';

// GET /openapi.json (docs/api.md "API document"): the document is written from the schemas the
// server checks with, so each call it lists says what that call accepts; and every call that takes
// input declares it, or the document would say less than the server reads.

interface Operation {
  parameters: { name: string; in: string; required: boolean; schema: { title?: string; 'x-title-zh'?: string } }[];
  requestBody?: {
    content: {
      'application/json': {
        schema: { properties: Record<string, { title?: string; maxLength?: number }>; required?: string[] };
      };
    };
  };
  'x-permission': unknown;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const document = async (token?: string) =>
  (await (await raw('/openapi.json', { token, lang: 'en' })).json()) as Document & { code?: number };

describe('GET /openapi.json', () => {
  it('answers the administrator a document of the calls with their declared input and permission', async () => {
    const doc = await document(await login('admin'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/csp' }]);
    const add = doc.paths['/system/config'].post;
    expect(add['x-permission']).toBe('system:config:add');
    const body = add.requestBody!.content['application/json'].schema;
    expect(body.properties.configKey).toMatchObject({ title: 'Parameter key', maxLength: 100 });
    expect(body.required).toEqual(expect.arrayContaining(['configName', 'configKey', 'configValue']));
    expect(body.required).not.toContain('remark');
    const remove = doc.paths['/system/config/{configIds}'].delete;
    expect(remove.parameters).toEqual([
      expect.objectContaining({
        name: 'configIds',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ 'x-title-zh': '参数主键' }),
      }),
    ]);
    const list = doc.paths['/system/config/list'].get;
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize', 'configName', 'configKey']),
    );
  });

  it('refuses a caller without the permission and one without a session', async () => {
    expect(await document(await login('teacher'))).toMatchObject({ code: 403 });
    expect(await document()).toMatchObject({ code: 401 });
  });
});

describe('every call that takes input declares it', () => {
  // calls whose body is not JSON: the upload reads a multipart form against its own limit
  const NOT_JSON = new Set(['POST /csp/system/oss/upload']);
  const missing = (wanted: (c: RouteInput) => boolean, target: string) =>
    routeInputs(serverApp())
      .filter((c) => wanted(c) && !c.inputs.some((i) => i.target === target))
      .map((c) => `${c.method} ${c.path}`);

  it('a path with a parameter declares the parameter', () => {
    expect(missing((c) => c.path.includes('/:'), 'param')).toEqual([]);
  });

  it('a POST or PUT declares its body', () => {
    expect(
      missing((c) => ['POST', 'PUT'].includes(c.method) && !NOT_JSON.has(`${c.method} ${c.path}`), 'json'),
    ).toEqual([]);
  });

  it('a list declares its filters', () => {
    expect(missing((c) => c.method === 'GET' && c.path.endsWith('/list'), 'query')).toEqual([]);
  });
});
