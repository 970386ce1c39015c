/** The file uploader's limit (spec §9 "file 100M", V10). */
export declare const UPLOAD_MAX_BYTES: number;
/** The largest request body the server side takes: an upload plus its multipart envelope. */
export declare const REQUEST_BODY_MAX_BYTES: number;
/** REQUEST_BODY_MAX_BYTES as nginx's `client_max_body_size` value. */
export declare function nginxBodySize(): string;
