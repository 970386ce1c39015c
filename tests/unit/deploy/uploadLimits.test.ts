import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../dataProvider/client';
import { REQUEST_TIMEOUT_MS } from '../../../dataProvider/config';
import { uploadMethods, UPLOAD_TIMEOUT_MS } from '../../../dataProvider/methods/upload';
import { REQUEST_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../deploy/limits.mjs';
import { renderSite } from '../../../deploy/render.mjs';
import { FILE_MAX_BYTES, PICTURE_MAX_BYTES } from '../../../src/components/upload/uploadModel';

const M = 1024 * 1024;

/** nginx's size syntax (`50m`, `1g`, `1024k`, bytes) in bytes. */
function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: M, g: 1024 * M }[match[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}

/** The client with an adapter that records each request's config and answers at once. */
function recordingClient() {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createHttpClient('http://api.test');
  client.defaults.adapter = async (config) => {
    seen.push(config);
    return {
      data: { host: 'https://cdn.test', path: '/a.mp3', url: '' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  return { client, seen };
}

describe('upload limits: the uploader, nginx and the client agree (issue 40)', () => {
  it('[V10] the file uploader takes 100M (spec §9), the constant nginx is rendered from', () => {
    expect(FILE_MAX_BYTES).toBe(100 * M);
    expect(FILE_MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect(PICTURE_MAX_BYTES).toBeLessThan(FILE_MAX_BYTES);
  });

  it("nginx's rendered client_max_body_size lets a 100M upload and its multipart envelope through", async () => {
    const site = await renderSite({ appRoot: '/var/www/blind-admin', apiUpstream: '127.0.0.1:8787' });
    const sizes = [...site.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => m[1]);
    expect(sizes).toHaveLength(1);
    const limit = nginxBytes(sizes[0]);
    expect(limit).toBe(REQUEST_BODY_MAX_BYTES);
    // A 100M file plus the boundaries and the filename, scene and property fields still fits.
    expect(limit - FILE_MAX_BYTES).toBeGreaterThanOrEqual(64 * 1024);
    // ... and no more than that: a bigger file is refused by the app before it is sent.
    expect(limit - FILE_MAX_BYTES).toBeLessThanOrEqual(M);
  });

  it('an upload is not cut by the 30 s request timeout, other requests keep it', async () => {
    const { client, seen } = recordingClient();
    const methods = uploadMethods(client);
    await methods.uploadFile(new File(['x'], 'a.mp3'));
    await methods.uploadBase64('data:image/png;base64,AAAA');
    await client.get('/admin/user/self');
    expect(seen.map((config) => config.timeout)).toEqual([
      UPLOAD_TIMEOUT_MS,
      UPLOAD_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
    ]);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(10 * REQUEST_TIMEOUT_MS);
  });
});
