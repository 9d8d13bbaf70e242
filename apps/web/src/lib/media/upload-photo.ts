import { errorCodes } from '@shop/shared/api';
import { MAX_UPLOAD_BYTES, type Media, mediaMessages } from '@shop/shared/media';
import { API_BASE, ApiError, authorizedAttempts } from '../api-client.ts';
import { readSession } from '../auth-storage.ts';
import { photoUploadMessages } from './messages.ts';

/** Where one photo is uploaded (decision 065): admin only, `multipart/form-data` with the field `file`. */
export const MEDIA_UPLOAD_PATH = '/admin/media';

export interface UploadPhotoOptions {
  /** How much of the file has been sent, from 0 to 1; the server processes it after 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY_STATUSES = [204, 205, 304];

const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('The upload was stopped.', 'AbortError');

/**
 * What the browser can tell before sending: a file too large for the server, or one that says it is
 * not an image. The server decides by content; a file whose type the browser does not know is sent.
 */
export function uploadRefusal(file: File): ApiError | null {
  if (file.size > MAX_UPLOAD_BYTES) return new ApiError(413, errorCodes.validation, mediaMessages.tooLarge);
  if (file.type !== '' && !file.type.startsWith('image/')) {
    return new ApiError(400, errorCodes.validation, mediaMessages.notAnImage);
  }
  return null;
}

/** Sends the file once with XMLHttpRequest (fetch reports no upload progress), answering as fetch would. */
function sendFile(file: File, token: string | undefined, { onProgress, signal }: UploadPhotoOptions) {
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = (finish: () => void) => () => {
      signal?.removeEventListener('abort', stop);
      finish();
    };
    const unanswered = () => reject(new ApiError(0, 'NETWORK_ERROR', photoUploadMessages.failed));
    xhr.open('POST', `${API_BASE}${MEDIA_UPLOAD_PATH}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = settle(() => {
      if (xhr.status < 200) {
        unanswered();
        return;
      }
      const body = NULL_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText;
      const type = xhr.getResponseHeader('content-type');
      resolve(new Response(body, { status: xhr.status, headers: type ? { 'content-type': type } : {} }));
    });
    xhr.onerror = settle(unanswered);
    xhr.onabort = settle(() => reject(abortReason(signal)));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one photo as the admin (POST /api/admin/media) and resolves with it processed. It carries
 * the stored token as every API call does, and refreshes it once on a 401 or 403. A refusal, the
 * browser's own or the server's, rejects with an ApiError in Dutch; a stop by `signal` with its
 * reason (an AbortError).
 */
export async function uploadPhoto(file: File, options: UploadPhotoOptions = {}): Promise<Media> {
  const refusal = uploadRefusal(file);
  if (refusal) throw refusal;
  const response = await authorizedAttempts(MEDIA_UPLOAD_PATH, () => {
    const token = readSession()?.token;
    return { token, response: sendFile(file, token, options) };
  });
  return (await response.json()) as Media;
}
