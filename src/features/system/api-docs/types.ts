/** A JSON schema as the API document writes a field (a subset: what the screen shows). */
export interface FieldSchema {
  type?: string | string[];
  title?: string;
  'x-title-zh'?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  default?: unknown;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

export interface Operation {
  tags?: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: FieldSchema }[];
  requestBody?: { content: { 'application/json': { schema: FieldSchema } } };
  /** the permission the call needs: one, `{anyOf}` areas, or null for any session */
  'x-permission'?: string | { anyOf: string[] } | null;
  security?: unknown[];
}

/** GET /openapi.json: OpenAPI 3.1, as the server writes it from its declared inputs. */
export interface ApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
