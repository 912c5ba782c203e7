import { vi } from 'vitest';

// A stand-in for XMLHttpRequest (the import's raw-body upload, which fetch cannot report progress
// for). A test sees each request sent and answers it when it likes: mid-upload, or at once.

export interface XhrAnswer {
  status: number;
  body: unknown;
}

export class FakeXhr extends EventTarget {
  /** Every request sent since installFakeXhr, oldest first. */
  static sent: FakeXhr[] = [];
  /** Answers a request as soon as it is sent; undefined leaves it for the test to answer. */
  static autoAnswer: ((request: FakeXhr) => XhrAnswer | undefined) | null = null;

  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.autoAnswer?.(this);
    if (answer) queueMicrotask(() => this.respond(answer.status, answer.body));
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The URL's path and query as a URL, for assertions on `format` or `mapping`. */
  get parsedUrl() {
    return new URL(this.url, 'http://localhost');
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  /** The body is all sent, then the server answers. */
  respond(status: number, body: unknown) {
    if (this.aborted) return;
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new ProgressEvent('load'));
  }
}

/** Replaces XMLHttpRequest for one test (vi.unstubAllGlobals restores it). */
export function installFakeXhr(autoAnswer: typeof FakeXhr.autoAnswer = null) {
  FakeXhr.sent = [];
  FakeXhr.autoAnswer = autoAnswer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
