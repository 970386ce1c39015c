// The size limits the app, the demo server and nginx must agree on (issue 40), in one place: the
// app refuses a bigger file before sending it, and nginx lets every upload the app allows through.
// Plain JavaScript, so that deploy/render.mjs reads it in Node and the app imports it too.

const MIB = 1024 * 1024;

/** The file uploader's limit (spec §9 "file 100M", V10); the picture (20M) and media (5M) limits are below it. */
export const UPLOAD_MAX_BYTES = 100 * MIB;

/**
 * The largest request body the server side takes: an upload of UPLOAD_MAX_BYTES plus its multipart
 * envelope (boundaries, the filename, scene and property fields), rounded up to whole mebibytes.
 */
export const REQUEST_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + MIB;

/** REQUEST_BODY_MAX_BYTES as nginx's `client_max_body_size` value (`101m`). */
export function nginxBodySize() {
  return `${Math.ceil(REQUEST_BODY_MAX_BYTES / MIB)}m`;
}
