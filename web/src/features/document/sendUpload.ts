/** A form field the upload's URL expects before the file (a presigned POST's policy, key…). */
export interface UploadField {
  name: string;
  value: string;
}

/** How the bytes went: sent, or the message to show on the file's row. */
export type SendResult = { ok: true } | { ok: false; message: string; aborted?: boolean };

export interface SendUploadOptions {
  url: string;
  fields: readonly UploadField[];
  file: File;
  /** The share of the bytes sent so far, 0 to 1. */
  onProgress: (share: number) => void;
  /** Aborts the send (the row's Remove). */
  signal?: AbortSignal;
  /** The XMLHttpRequest to use (tests give a fake one). */
  createRequest?: () => XMLHttpRequest;
}

/** Spec §8, code 504: the server's 413 and the browser's own check say the same. */
export const FILE_TOO_LARGE_MESSAGE = 'File is too large.';
const FAILED = 'The upload failed. Try again.';
const INTERRUPTED = 'The upload was interrupted. Check your connection and try again.';

/** The server's own words for a refusal (`{ message }`), when it gave some. */
function messageOf(request: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown; errors?: { message?: unknown }[] };
    const message = body.message ?? body.errors?.[0]?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

/**
 * POSTs one file straight to where it is stored. To the file store's signed link (no fields) the
 * file itself is the body, `application/octet-stream`: nothing to frame in a form and parse again.
 * To a presigned S3 POST, `multipart/form-data`: the fields in order, then the file as `file`. An
 * XMLHttpRequest rather than fetch, for `upload.onprogress` (fetch reports no upload progress).
 */
export function sendUpload({
  url,
  fields,
  file,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: SendUploadOptions): Promise<SendResult> {
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', url);
    // The link itself is the permission (the api's signed one, S3's presigned POST): no cookie goes.
    request.withCredentials = false;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true });
      } else if (request.status === 413) resolve({ ok: false, message: FILE_TOO_LARGE_MESSAGE });
      else resolve({ ok: false, message: messageOf(request) ?? FAILED });
    };
    request.onerror = () => resolve({ ok: false, message: INTERRUPTED });
    request.ontimeout = () => resolve({ ok: false, message: INTERRUPTED });
    request.onabort = () => resolve({ ok: false, message: 'Cancelled.', aborted: true });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    if (fields.length === 0) {
      request.setRequestHeader('content-type', 'application/octet-stream');
      request.send(file);
      return;
    }
    const body = new FormData();
    for (const field of fields) body.append(field.name, field.value);
    body.append('file', file, file.name);
    request.send(body);
  });
}
