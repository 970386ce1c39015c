import type { AxiosInstance } from 'axios';
import { HttpError } from 'ra-core';

/** V25: reads the file name from a content-disposition header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null | undefined, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain ? plain[2].trim() : fallback;
}

export interface DownloadRequest {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  fallbackName?: string;
  /** Aborts the download: the promise then rejects with axios' `CanceledError` (`axios.isCancel`). */
  signal?: AbortSignal;
  /** The bytes received so far, and the size when the server gives it. */
  onProgress?: (progress: DownloadProgress) => void;
}

/** How far a download is: bytes received, and the total when known. */
export interface DownloadProgress {
  loaded: number;
  total?: number;
}

/** A downloaded file: its name (from content-disposition) and content. */
export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/**
 * The blob download helper (spec §7). A 500 answer rejects with an HttpError whose title is
 * "Error" and whose message is the `error-message` header (E05); a cancelled one rejects with
 * axios' `CanceledError` as it is (the client's interceptor passes it through), never an error text.
 */
export async function downloadFile(client: AxiosInstance, request: DownloadRequest): Promise<DownloadedFile> {
  const method = request.method ?? 'GET';
  const response = await client.request<Blob>({
    url: request.url,
    method,
    params: method === 'GET' ? request.params : undefined,
    data: method === 'POST' ? request.params : undefined,
    responseType: 'blob',
    validateStatus: () => true,
    signal: request.signal,
    onDownloadProgress: request.onProgress
      ? (e) => request.onProgress?.(e.total ? { loaded: e.loaded, total: e.total } : { loaded: e.loaded })
      : undefined,
  });
  if (response.status >= 400) {
    const header = response.headers['error-message'] as string | undefined;
    const text = header ? safeDecode(header) : `${response.status}`;
    throw new HttpError(text, response.status, { title: response.status === 500 ? 'Error' : undefined });
  }
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { name: fileNameFromDisposition(disposition, request.fallbackName), blob: response.data };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Hands a downloaded file to the browser. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
