import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { readFile, saveFile } from '../fileStore';
import { errorResponse, fail, readBody, str } from '../responses';
import type { BespokeHandlers } from '../routing';

/** What the demo server takes at most in one upload (the file uploader's 100M, V10). */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/;

function decodeBase64(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The uploads (issue 15): `POST /file/upload` multipart (file, filename, scene, property) answers
 * `{host, path}`; `POST attach/base64 {base64_data}` (the avatar cropper's PNG) answers `{url}`;
 * `GET /__demo/file/{id}` serves a stored file back, so uploaded images display.
 */
const upload: BespokeHandlers = ({ route, authed }) => [
  route(
    'post',
    API_PATHS.files.upload,
    authed(
      async ({ request, lang }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return fail(422, lang, 'invalidBody');
        }
        const file = form.get('file');
        if (!(file instanceof Blob) || file.size === 0) return fail(422, lang, 'invalidBody');
        if (file.size > MAX_UPLOAD_BYTES)
          return errorResponse(413, lang === 'en' ? 'The file is too large' : '文件过大');
        const name = str(form.get('filename')) || (file instanceof File ? file.name : 'file');
        const { path } = await saveFile(file, name);
        return HttpResponse.json({ data: { host: '', path } });
      },
      { records: false },
    ),
  ),
  route(
    'post',
    API_PATHS.files.attachBase64,
    authed(
      async ({ request, lang }) => {
        const body = await readBody(request);
        const match = DATA_URL.exec(str(body?.base64_data).trim());
        if (!match) return fail(422, lang, 'invalidBody');
        const type = match[1];
        const blob = new Blob([decodeBase64(match[2])], { type });
        const { path } = await saveFile(blob, `avatar.${type.split('/')[1] ?? 'png'}`);
        return HttpResponse.json({ data: { url: path } });
      },
      { records: false },
    ),
  ),
  route('get', API_PATHS.demo.file, async ({ params }) => {
    const stored = await readFile(str(params.id));
    if (!stored) return errorResponse(404, 'Not found');
    return new HttpResponse(stored.blob, {
      headers: {
        'Content-Type': stored.blob.type || 'application/octet-stream',
        'Cache-Control': 'private, max-age=86400',
      },
    });
  }),
];

export default upload;
