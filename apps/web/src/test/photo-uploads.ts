import type { Media } from '@shop/shared/media';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type UploadPhotoOptions, uploadPhoto } from '../lib/media/upload-photo.ts';

/** An upload the test answers: its file, and what the server does with it. */
export interface Sending {
  file: File;
  signal: AbortSignal | undefined;
  progress(fraction: number): Promise<void>;
  succeed(media: Media): Promise<void>;
  fail(error: unknown): Promise<void>;
}

/**
 * Makes the mocked `uploadPhoto` (the test file mocks `lib/media/upload-photo.ts`) hand every
 * upload to the test instead of answering it, in the list it returns.
 */
export function answerUploadsByHand(): Sending[] {
  const sent: Sending[] = [];
  vi.mocked(uploadPhoto).mockImplementation(
    (file: File, { onProgress, signal }: UploadPhotoOptions = {}) =>
      new Promise<Media>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('gestopt', 'AbortError')));
        sent.push({
          file,
          signal,
          progress: (fraction) => act(async () => onProgress?.(fraction)),
          succeed: (media) => act(async () => resolve(media)),
          fail: (error) => act(async () => reject(error)),
        });
      }),
  );
  return sent;
}

/** A photo as the file picker hands it over. */
export const photoFile = (name: string) => new File(['foto'], name, { type: 'image/jpeg' });
