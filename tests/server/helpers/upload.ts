import { eq } from 'drizzle-orm';
import { signAddresses } from '../../../server/areas/file/addresses';
import { users } from '../../../server/db/schema';
import { signerFor } from '../../../server/lib/file-signing';
import { clock, db, serverApp } from './harness';
import { BASE, call, type Envelope } from './client';

// Uploads as a browser sends them (multipart/form-data), and the files at their answered address.

export interface Uploaded {
  fileName: string;
  url: string;
  ossId: number;
}

export interface Upload {
  field: string;
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

export const form = (fileName: string, bytes: Uint8Array<ArrayBuffer>, type: string): Upload => ({
  field: 'file',
  fileName,
  bytes,
  type,
});

export function uploadRequest(file: Upload, token: string, lang: 'zh' | 'en' = 'zh'): Request {
  const body = new FormData();
  body.append(file.field, new Blob([file.bytes], { type: file.type }), file.fileName);
  const headers: Record<string, string> = { 'Content-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(`${BASE}/system/oss/upload`, { method: 'POST', headers, body });
}

export async function upload(file: Upload, token: string, lang: 'zh' | 'en' = 'zh'): Promise<Envelope<Uploaded>> {
  return (await (await serverApp().fetch(uploadRequest(file, token, lang))).json()) as Envelope<Uploaded>;
}

/** The answered address (`/csp/...`) fetched as a browser would, without a token. */
export const fetchUrl = (url: string) => serverApp().fetch(new Request(`http://localhost${url}`));

export { call };

/** An answered address without its signature: the address a record keeps. */
export const unsigned = (url: string) => url.split('?')[0];

/** The address as an answer to `userName` names it: signed for them (docs/api.md "Files"). */
export async function signedFor(url: string, userName = 'admin'): Promise<string> {
  const [user] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return signAddresses(url, await signerFor(db(), user.userId, clock.now()));
}
