import type { CompanySearchInput } from '../../__generated__/graphql';
import { GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';

/** What to export: a watchlist folder, or the whole result of a search. */
export type ExportTarget = { folderId: string } | { search: CompanySearchInput };

export interface ExportProgress {
  /** Rows received so far. */
  rows: number;
  /** Rows the file has, as the server counted them before sending. */
  total: number;
}

export type ExportOutcome =
  | { ok: true; fileName: string; rows: number }
  /** `retry`: nothing was refused (the connection failed): sending the same key again is safe. */
  | { ok: false; code: string; message: string; retry: boolean };

export interface DownloadOptions {
  /** The row count the page knows, until the server says how many the file has. */
  expectedRows: number;
  /** This export's Idempotency-Key: the same one for a retry, so it is counted once. */
  key: string;
  onProgress: (progress: ExportProgress) => void;
  /** Hands the finished file to the browser (tests replace it). */
  save?: (file: Blob, fileName: string) => void;
  /** Stops the download (the dialog closed). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

const NETWORK_MESSAGE = 'The export could not be downloaded. Check your connection and try again.';
const FALLBACK_NAME = 'trialbridge-export.csv';
const NEWLINE = 10;

/** The bff's download route and body for a target (the bff adds the session; the api does the rest). */
function requestOf(target: ExportTarget): { url: string; body: string } {
  return 'folderId' in target
    ? { url: `/exports/watchlist-folders/${encodeURIComponent(target.folderId)}`, body: '{}' }
    : { url: '/exports/search', body: JSON.stringify(target.search) };
}

/** The file name a Content-Disposition header gives (`filename*` first), else a default. */
export function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid percent-encoding: fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** Saves a file through a temporary `<a download>` (the browser's own download, no new tab). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: it is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function refusalOf(response: Response): Promise<ExportOutcome> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : 'SOMETHING_WENT_WRONG';
  const message = typeof body?.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
  // The bff could not reach the api, or answered its busy refusal: nothing happened, try again.
  return { ok: false, code, message, retry: response.status >= 502 };
}

/**
 * Downloads an export from the bff as it streams, counting its rows as they arrive (one line
 * each after the header) for the progress bar, then saves the file under the server's name.
 */
export async function downloadExport(target: ExportTarget, options: DownloadOptions): Promise<ExportOutcome> {
  const { url, body } = requestOf(target);
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/csv', 'idempotency-key': options.key },
      body,
      signal: options.signal,
    });
    if (!response.ok || !response.body) return await refusalOf(response);
    const total = Number(response.headers.get('x-export-rows') ?? options.expectedRows) || options.expectedRows;
    const reader = response.body.getReader();
    const parts: Uint8Array[] = [];
    let lines = 0;
    options.onProgress({ rows: 0, total });
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      parts.push(part.value);
      for (const byte of part.value) if (byte === NEWLINE) lines += 1;
      // A quoted cell may hold a line break: the count never passes the server's.
      options.onProgress({ rows: Math.min(total, Math.max(0, lines - 1)), total });
    }
    const fileName = fileNameOf(response.headers.get('content-disposition'));
    (options.save ?? saveFile)(new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName);
    return { ok: true, fileName, rows: total };
  } catch {
    return { ok: false, code: 'NETWORK', message: NETWORK_MESSAGE, retry: true };
  }
}
