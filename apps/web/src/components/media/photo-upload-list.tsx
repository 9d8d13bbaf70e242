import X from 'lucide-react/icons/x';
import { photoUploadMessages as m } from '../../lib/media/messages.ts';
import type { PhotoUpload } from '../../lib/media/use-photo-uploads.ts';
import { Button } from '../ui/button.tsx';

/**
 * The files being uploaded, by name: waiting, sending (a progress bar, then "processing" while the
 * server converts the photo), or refused with the reason in Dutch. Each can be stopped or, once
 * refused, its message closed.
 */
export function PhotoUploadList({
  uploads,
  onRemove,
}: {
  uploads: readonly PhotoUpload[];
  onRemove(id: number): void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={m.uploads} className="space-y-2">
      {uploads.map((upload) => {
        const failed = upload.status === 'failed';
        return (
          <li key={upload.id} className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium text-ink">{upload.name}</span>
              <Button
                variant="ghost"
                className="shrink-0 px-2"
                aria-label={failed ? m.dismissLabel(upload.name) : m.stopLabel(upload.name)}
                onClick={() => onRemove(upload.id)}
              >
                <X size={16} aria-hidden />
                {failed ? m.dismiss : m.stop}
              </Button>
            </div>
            {upload.status === 'waiting' && <p className="text-stone-600">{m.waiting}</p>}
            {upload.status === 'uploading' && (
              <>
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={m.progress(upload.name)}
                  className="mt-1 h-2 w-full accent-teal-brand"
                />
                {upload.progress >= 1 && <p className="text-stone-600">{m.processing}</p>}
              </>
            )}
            {failed && (
              <p role="alert" className="mt-1 font-medium text-red-700">
                {upload.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
