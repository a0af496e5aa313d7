import type { DocumentTemplateKind } from '../../__generated__/graphql';
import { FILE_TOO_LARGE_MESSAGE, type SendResult, type SendUploadOptions, type UploadField } from './sendUpload';

/** Where a file goes: the page's choices when it was added. */
export interface UploadTarget {
  folderId: string | null;
  partnerCompanyId: string | null;
  responseId: string | null;
  templateKind: DocumentTemplateKind | null;
}

export type UploadState = 'waiting' | 'uploading' | 'checking' | 'done' | 'failed';

/** One file's row: what it is, where it stands and, once done, the document it became. */
export interface UploadItem {
  key: string;
  file: File;
  target: UploadTarget;
  state: UploadState;
  /** Percent of the bytes sent, 0 to 100. */
  progress: number;
  /** Why it failed. */
  message: string | null;
  /** The document it became. */
  document: { id: string; name: string; folderId: string | null } | null;
}

/** An answer of the api: the value, or the messages to show on the row. */
export type Answer<T> = { ok: T } | { messages: string[] };

export interface UploadDeps {
  /** The size limit (`documentUploadRules.maxBytes`): a larger file fails at once, nothing sent. */
  maxBytes: number;
  start: (
    file: File,
    target: UploadTarget,
  ) => Promise<Answer<{ documentId: string; url: string; fields: UploadField[] }>>;
  send: (options: SendUploadOptions) => Promise<SendResult>;
  finish: (documentId: string) => Promise<Answer<{ id: string; name: string; folderId: string | null }>>;
  /** Called each time a file is done (e.g. to refetch the lists). */
  onDone?: (item: UploadItem) => void;
}

const failure: Answer<never> = { messages: ['The upload failed. Try again.'] };

/** At most this many files are sent at once. */
export const CONCURRENT_UPLOADS = 3;

/**
 * The upload page's queue: files wait, then go at most three at a time through start (name, size,
 * where), the bytes (with progress), and finish (the type checked from the bytes). Each row can be
 * retried when it failed and removed at any time (an upload under way is aborted).
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly aborts = new Map<string, AbortController>();
  private next = 0;

  constructor(private readonly deps: UploadDeps) {}

  /** The rows, a new array after each change (for useSyncExternalStore). */
  getItems = (): readonly UploadItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Queues files; too large ones fail at once without a byte sent. Answers the rows added. */
  add(files: readonly File[], target: UploadTarget): UploadItem[] {
    const added = files.map((file): UploadItem => {
      this.next += 1;
      const tooLarge = file.size > this.deps.maxBytes;
      return {
        key: `upload-${this.next}`,
        file,
        target,
        state: tooLarge ? 'failed' : 'waiting',
        progress: 0,
        message: tooLarge ? FILE_TOO_LARGE_MESSAGE : null,
        document: null,
      };
    });
    this.items = [...this.items, ...added];
    this.emit();
    this.pump();
    return added;
  }

  retry(key: string): void {
    const item = this.find(key);
    if (!item || item.state !== 'failed' || item.file.size > this.deps.maxBytes) return;
    this.update(key, { state: 'waiting', progress: 0, message: null });
    this.pump();
  }

  remove(key: string): void {
    this.aborts.get(key)?.abort();
    this.items = this.items.filter((item) => item.key !== key);
    this.emit();
    this.pump();
  }

  /** Drops the finished rows. */
  clearDone(): void {
    this.items = this.items.filter((item) => item.state !== 'done');
    this.emit();
  }

  private get active(): number {
    return this.items.filter((item) => item.state === 'uploading' || item.state === 'checking').length;
  }

  private pump(): void {
    while (this.active < CONCURRENT_UPLOADS) {
      const waiting = this.items.find((item) => item.state === 'waiting');
      if (!waiting) return;
      this.update(waiting.key, { state: 'uploading', progress: 0 });
      void this.run(waiting.key).finally(() => this.pump());
    }
  }

  private async run(key: string): Promise<void> {
    const item = this.find(key);
    if (!item) return;
    const fail = (message: string) => this.update(key, { state: 'failed', message });
    const started = await this.deps.start(item.file, item.target).catch(() => failure);
    if (!this.find(key)) return;
    if ('messages' in started) return fail(started.messages.join(' '));

    const abort = new AbortController();
    this.aborts.set(key, abort);
    const sent = await this.deps
      .send({
        url: started.ok.url,
        fields: started.ok.fields,
        file: item.file,
        signal: abort.signal,
        onProgress: (share) => {
          if (this.find(key)?.state === 'uploading') this.update(key, { progress: Math.round(share * 100) });
        },
      })
      .finally(() => this.aborts.delete(key));
    if (!this.find(key)) return;
    if (!sent.ok) return fail(sent.message);

    this.update(key, { state: 'checking', progress: 100 });
    const finished = await this.deps.finish(started.ok.documentId).catch(() => failure);
    if (!this.find(key)) return;
    if ('messages' in finished) return fail(finished.messages.join(' '));
    this.update(key, { state: 'done', document: finished.ok });
    const done = this.find(key);
    if (done) this.deps.onDone?.(done);
  }

  private find(key: string): UploadItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private update(key: string, change: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
