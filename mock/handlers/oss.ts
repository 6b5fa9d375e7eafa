import { http } from 'msw';
import { contentMatchesExtension, leadingBytes } from '@/utils/file-signature';
import { putFile } from '../db/files';
import { fileBytes, sampleFile } from '../db/sample-files';
import { db } from '../db/store';
import { fileResponse, typeOfName } from '../lib/binary';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import { bad, fail, ok } from '../lib/reply';
import { open, withAuth } from '../lib/route';
import { t } from '../lib/lang';

// Uploads (any logged-in user) and the uploaded files themselves, served like static files.

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const upload = http.post(
  '*/csp/system/oss/upload',
  withAuth(null, async ({ request, lang, user }) => {
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      // Not multipart at all: answered below as "no file".
    }
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      bad(lang, '请选择要上传的文件（字段 file）', 'Please choose a file to upload (field "file")');
    if (file.size > MAX_UPLOAD_BYTES)
      bad(lang, '上传文件大小不能超过 5 MB', 'The uploaded file must not be larger than 5 MB');
    // Keep only the base name: some browsers send a path, and the name becomes part of a URL.
    const fileName = (file.name || 'file').split(/[\\/]/).pop() || 'file';
    // The content must fit the name's extension (the same table the upload widgets use).
    const extension = fileName.includes('.') ? fileName.split('.').pop()! : '';
    if (!contentMatchesExtension(extension, await leadingBytes(file)))
      bad(lang, `文件内容与 ${extension} 格式不符`, `The file content does not match the ${extension} format`);
    const ossId = nextId(db().ossFiles, 'ossId');
    // Browsers send octet-stream for types they do not know; the name may still tell.
    const contentType = file.type && file.type !== 'application/octet-stream' ? file.type : typeOfName(fileName);
    const url = `/csp/system/oss/file/${ossId}/${encodeURIComponent(fileName)}`;
    await putFile(ossId, { bytes: await file.arrayBuffer(), type: contentType });
    db().ossFiles.push({
      ossId,
      fileName,
      contentType,
      size: file.size,
      url,
      createBy: user.userName,
      createTime: formatTime(),
    });
    return ok(lang, { fileName, url, ossId });
  }),
);

const download = http.get(
  '*/csp/system/oss/file/:ossId/:fileName',
  open(async ({ params, lang }) => {
    const ossId = Number(params.ossId);
    // An upload has its row; a seeded sample file has none and is made on demand.
    const fileName = db().ossFiles.find((f) => f.ossId === ossId)?.fileName ?? sampleFile(ossId)?.fileName;
    const stored = fileName ? await fileBytes(ossId) : undefined;
    if (!fileName || !stored) return fail(500, t(lang, '文件不存在', 'The file does not exist'));
    return fileResponse(stored.bytes, stored.type, fileName, 'inline');
  }),
);

export const ossHandlers = [upload, download];
