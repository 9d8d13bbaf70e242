import type { Media } from '@shop/shared/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { photoUploadMessages } from './messages.ts';
import { uploadPhoto } from './upload-photo.ts';

/** One file on its way: waiting for the one before it, being sent and processed, or refused. */
export interface PhotoUpload {
  id: number;
  name: string;
  status: 'waiting' | 'uploading' | 'failed';
  /** How much has been sent, 0 to 1. */
  progress: number;
  /** Why it was refused, in Dutch. */
  error: string | null;
}

interface Job {
  id: number;
  file: File;
  controller: AbortController;
}

/**
 * Uploads the files it is given one after the other (the server processes each in the request).
 * `onUploaded` takes each processed photo and returns a reason to refuse it after all (a photo
 * the form already has), or nothing. A refusal stays listed with its reason until dismissed; the
 * other files go on. Leaving the page stops what is still being sent.
 */
export function usePhotoUploads(onUploaded: (media: Media) => string | undefined) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const queue = useRef<Job[]>([]);
  const current = useRef<Job | null>(null);
  const nextId = useRef(0);
  const take = useRef(onUploaded);
  useEffect(() => {
    take.current = onUploaded;
  });

  const update = useCallback((id: number, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  }, []);
  const forget = useCallback((id: number) => {
    setUploads((list) => list.filter((upload) => upload.id !== id));
  }, []);

  const run = useCallback(async () => {
    if (current.current) return;
    for (let job = queue.current.shift(); job; job = queue.current.shift()) {
      current.current = job;
      const { id, file, controller } = job;
      update(id, { status: 'uploading', progress: 0 });
      try {
        const media = await uploadPhoto(file, {
          signal: controller.signal,
          onProgress: (progress) => update(id, { progress }),
        });
        const refusal = take.current(media);
        if (refusal) update(id, { status: 'failed', error: refusal });
        else forget(id);
      } catch (error) {
        if (controller.signal.aborted) forget(id);
        else
          update(id, {
            status: 'failed',
            error: error instanceof ApiError ? error.message : photoUploadMessages.failed,
          });
      }
    }
    current.current = null;
  }, [update, forget]);

  useEffect(
    () => () => {
      current.current?.controller.abort();
      for (const job of queue.current) job.controller.abort();
      queue.current = [];
    },
    [],
  );

  /** Queues the files, in their order. */
  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const jobs = files.map((file) => ({ id: ++nextId.current, file, controller: new AbortController() }));
      queue.current.push(...jobs);
      setUploads((list) => [
        ...list,
        ...jobs.map(({ id, file }) => ({
          id,
          name: file.name,
          status: 'waiting' as const,
          progress: 0,
          error: null,
        })),
      ]);
      void run();
    },
    [run],
  );

  /** Lists the files as refused for `reason` without sending them. */
  const refuse = useCallback((files: readonly File[], reason: string) => {
    const refused = files.map((file) => ({
      id: ++nextId.current,
      name: file.name,
      status: 'failed' as const,
      progress: 0,
      error: reason,
    }));
    setUploads((list) => [...list, ...refused]);
  }, []);

  /** Stops a file being sent or takes it out of the queue; a refused one's message goes away. */
  const remove = useCallback(
    (id: number) => {
      if (current.current?.id === id) {
        current.current.controller.abort();
        return;
      }
      queue.current = queue.current.filter((job) => job.id !== id);
      forget(id);
    },
    [forget],
  );

  /** How many files are still waiting or being sent. */
  const pending = uploads.filter((upload) => upload.status !== 'failed').length;
  return { uploads, pending, add, refuse, remove };
}
