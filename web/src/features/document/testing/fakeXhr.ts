/** A stand-in XMLHttpRequest for upload tests: records what was sent, and is answered by the test. */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | Blob | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData | Blob) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser's progress event: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** The server's answer. */
  respond(status: number, body: unknown = '') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  static create = () => new FakeXhr() as unknown as XMLHttpRequest;

  /** The `index`th request made (throws when there is none, so a test fails where it should). */
  static at(index: number): FakeXhr {
    const made = FakeXhr.made[index];
    if (!made) throw new Error(`No request #${index}: ${FakeXhr.made.length} made`);
    return made;
  }

  static reset() {
    FakeXhr.made = [];
  }
}

/** A file of `size` bytes (its content is not read). */
export function fileOf(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
