import { MAX_UPLOAD_BYTES, mediaMessages } from '@shop/shared/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMedia } from '../../test/fixtures.ts';
import { fakeToken, json, logInAs } from '../../test/render.tsx';
import { ApiError, onSessionExpired } from '../api-client.ts';
import { uploadPhoto } from './upload-photo.ts';

/** An XMLHttpRequest that records what is sent and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers = new Map<string, string>();
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseType: string | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseType : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseType = 'application/json; charset=utf-8';
    this.onload?.();
  }
}

const photo = (name = 'gel.jpg', type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });
const lastXhr = () => FakeXhr.sent.at(-1)!;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadPhoto', () => {
  it('sends the file as the field "file" with the admin’s token, reports progress and resolves with the photo', async () => {
    logInAs('admin');
    const media = aMedia();
    const progress: number[] = [];
    const file = photo();
    const upload = uploadPhoto(file, { onProgress: (fraction) => progress.push(fraction) });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/media');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.get('authorization')).toBe(`Bearer ${localStorage.getItem('token')}`);
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toMatchObject({ name: 'gel.jpg', size: 2048 });
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(201, media);
    await expect(upload).resolves.toEqual(media);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the server’s Dutch message', async () => {
    logInAs('admin');
    const upload = uploadPhoto(photo('kapot.jpg'));
    lastXhr().respond(400, { error: { code: 'VALIDATION_ERROR', message: mediaMessages.unreadable } });
    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: mediaMessages.unreadable });
  });

  it('refuses a file larger than the server takes before sending it', async () => {
    const file = photo('groot.jpg');
    Object.defineProperty(file, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await expect(uploadPhoto(file)).rejects.toMatchObject({
      status: 413,
      message: 'Deze foto is te groot: maximaal 15 MB.',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file that says it is no image, and leaves a file of unknown type to the server', async () => {
    await expect(uploadPhoto(photo('prijslijst.pdf', 'application/pdf'))).rejects.toMatchObject({
      status: 400,
      message: 'Dit bestand is geen foto. Kies een JPEG, PNG, WebP of AVIF.',
    });
    expect(FakeXhr.sent).toHaveLength(0);
    void uploadPhoto(photo('foto', '')).catch(() => undefined);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const upload = uploadPhoto(photo(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
    await expect(uploadPhoto(photo(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('says the shop is unreachable when no answer comes', async () => {
    const upload = uploadPhoto(photo());
    lastXhr().onerror?.();
    await expect(upload).rejects.toMatchObject({
      status: 0,
      message: 'Uploaden mislukt: de winkel is even niet bereikbaar. Probeer het zo opnieuw.',
    });
  });

  it('on a 401 refreshes the token once and sends the file again with the new one', async () => {
    logInAs('admin', 5);
    const fresh = fakeToken({ role: 'admin' });
    const fetchMock = vi.fn(async () => json(200, { token: fresh, role: 'admin' }));
    vi.stubGlobal('fetch', fetchMock);
    const media = aMedia();
    const upload = uploadPhoto(photo());
    lastXhr().respond(401, { error: { code: 'UNAUTHORIZED', message: 'Niet ingelogd.' } });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(lastXhr().headers.get('authorization')).toBe(`Bearer ${fresh}`);
    lastXhr().respond(201, media);
    await expect(upload).resolves.toEqual(media);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails', async () => {
    logInAs('admin', 5);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Log opnieuw in.' } })),
    );
    const expired = vi.fn();
    const stopListening = onSessionExpired(expired);
    const upload = uploadPhoto(photo());
    lastXhr().respond(401, { error: { code: 'UNAUTHORIZED', message: 'Niet ingelogd.' } });
    await expect(upload).rejects.toMatchObject({ status: 401, message: 'Log opnieuw in.' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    stopListening();
  });
});
