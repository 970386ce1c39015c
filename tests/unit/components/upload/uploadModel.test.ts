import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { uploadMethods } from '../../../../dataProvider/methods/upload';
import upload from '../../../../i18n/features/upload';
import {
  checkFiles,
  DEFAULT_LIMIT,
  extensionOf,
  namedPaste,
  pastedImages,
  uploadRules,
  type FileLike,
  type Refusal,
} from '../../../../src/components/upload/uploadModel';
import { clampArea, CROP_BOX, scaleToFit } from '../../../../src/components/upload/cropModel';

const M = 1024 * 1024;
const picture = uploadRules('picture');
const file = uploadRules('file');

/** The zh-CN message of a refusal, as the uploader shows it. */
function zh(refusal: Refusal | undefined): string | undefined {
  if (!refusal) return undefined;
  const template = upload['zh-CN'][refusal.key];
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => refusal.values?.[name] ?? '');
}

const f = (name: string, size: number): FileLike => ({ name, size });

describe('upload model', () => {
  it('[V08] refuses a picture over 20M with the spec text, takes exactly 20M', () => {
    expect(zh(checkFiles([f('a.png', 20 * M + 1)], picture))).toBe('图片大小超过20M，请压缩后重试');
    expect(checkFiles([f('a.png', 20 * M)], picture)).toBeUndefined();
  });

  it('[V09] takes jpg, png, jpeg in any case and refuses other extensions naming them', () => {
    for (const name of ['a.jpg', 'b.PNG', 'c.jpeg'])
      expect(checkFiles([f(name, 10)], picture)).toBeUndefined();
    expect(zh(checkFiles([f('a.gif', 10)], picture))).toBe('不支持以 .gif 扩展类型的文件或图片上传!');
    expect(zh(checkFiles([f('README', 10)], picture))).toBe('不支持以 . 扩展类型的文件或图片上传!');
    expect(upload['en-US'].wrong_extension).toBe(
      'Files or images with the .%{ext} extension cannot be uploaded!',
    );
  });

  it('[V10] refuses a file over 100M with the spec text', () => {
    expect(zh(checkFiles([f('a.xlsx', 100 * M + 1)], file))).toBe('文件大小超过100M，请压缩后重试');
    expect(checkFiles([f('a.xlsx', 100 * M)], file)).toBeUndefined();
  });

  it('[V11] the file uploader takes xls, xlsx, doc, docx, amr, mp3, wav, aac, m4a only', () => {
    expect(file.extensions).toEqual(['xls', 'xlsx', 'doc', 'docx', 'amr', 'mp3', 'wav', 'aac', 'm4a']);
    for (const ext of file.extensions) expect(checkFiles([f(`x.${ext}`, 1)], file)).toBeUndefined();
    expect(zh(checkFiles([f('x.pdf', 1)], file))).toBe('不支持以 .pdf 扩展类型的文件或图片上传!');
  });

  it('[V12] refuses more files than the limit (1 by default), counting those held', () => {
    expect(DEFAULT_LIMIT).toBe(1);
    expect(zh(checkFiles([f('a.png', 1), f('b.png', 1)], picture))).toBe('超过文件上传数量限制');
    expect(zh(checkFiles([f('a.png', 1)], picture, 1))).toBe('超过文件上传数量限制');
    expect(
      checkFiles([f('a.png', 1), f('b.png', 1)], uploadRules('picture', { limit: 3 }), 1),
    ).toBeUndefined();
  });

  it('[V13] refuses an empty file or a directory', () => {
    expect(zh(checkFiles([f('a.png', 0)], picture))).toBe('所选信息中存在空文件或目录，请重新选择');
    expect(zh(checkFiles([f('directory', 0)], file))).toBe('所选信息中存在空文件或目录，请重新选择');
  });

  it('[V15] of a paste keeps only the items that are image files', () => {
    const png = new File([new Uint8Array([1])], 'image.png', { type: 'image/png' });
    const text = new File([new Uint8Array([1])], 'a.txt', { type: 'text/plain' });
    const items = [
      { kind: 'string', type: 'text/plain', getAsFile: () => null },
      { kind: 'file', type: 'text/plain', getAsFile: () => text },
      { kind: 'file', type: 'image/png', getAsFile: () => png },
      { kind: 'string', type: 'image/png', getAsFile: () => null },
    ];
    expect(pastedImages(items)).toEqual([png]);
    const unnamed = new File([new Uint8Array([1])], '', { type: 'image/png' });
    expect(namedPaste(unnamed, 7).name).toBe('paste-7.png');
    expect(namedPaste(png)).toBe(png);
  });

  it('reads extensions lower case and without the dot', () => {
    expect(extensionOf('A.B.JPEG')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
  });

  it('the cropper: a 450×250 box, images scaled to at most 2000 px, areas kept inside the image', () => {
    expect(CROP_BOX).toEqual({ width: 450, height: 250 });
    expect(scaleToFit({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(scaleToFit({ width: 1000, height: 5000 })).toEqual({ width: 400, height: 2000 });
    expect(scaleToFit({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(clampArea({ x: -3.2, y: 10.6, width: 900, height: 50 }, { width: 500, height: 100 })).toEqual({
      x: 0,
      y: 11,
      width: 500,
      height: 50,
    });
  });
});

describe('upload calls', () => {
  /** An axios instance that records what it would send and answers `answer`. */
  function recording(answer: unknown) {
    const sent: InternalAxiosRequestConfig[] = [];
    const client = axios.create({
      adapter: async (config) => {
        sent.push(config);
        return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    return { sent, methods: uploadMethods(client) };
  }

  it('POST /file/upload sends the file, filename, scene admin and property {size}; answers host + path', async () => {
    const { sent, methods } = recording({ data: { host: 'https://cdn.example.com/', path: 'admin/a.png' } });
    const chosen = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const answer = await methods.uploadFile(chosen);
    expect(answer.url).toBe('https://cdn.example.com/admin/a.png');
    expect(sent[0].url).toBe('/file/upload');
    expect(sent[0].method).toBe('post');
    const form = sent[0].data as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect(form.get('filename')).toBe('a.png');
    expect(form.get('scene')).toBe('admin');
    expect(form.get('property')).toBe('{"size":3}');
  });

  it('POST attach/base64 sends {base64_data} and answers the url', async () => {
    const { sent, methods } = recording({ data: { url: '/__demo/file/x.png' } });
    expect(await methods.uploadBase64('data:image/png;base64,AAAA')).toBe('/__demo/file/x.png');
    expect(sent[0].url).toMatch(/\/attach\/base64$/);
    expect(JSON.parse(String(sent[0].data))).toEqual({ base64_data: 'data:image/png;base64,AAAA' });
  });
});
