import ImagePlus from 'lucide-react/icons/image-plus';
import { type DragEvent, useState } from 'react';
import { photoUploadMessages as m } from '../../lib/media/messages.ts';
import { carriesFiles, useKeepPageOnDrop } from '../../lib/media/use-keep-page-on-drop.ts';
import { buttonClass } from '../ui/button.tsx';

/** The types the file chooser offers: what the server takes (decision 065). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

interface PhotoDropZoneProps {
  /** The file input's id, for focusing it. */
  inputId: string;
  /** The files chosen or dropped, in their order (several can be dropped even when `multiple` is off). */
  onFiles(files: File[]): void;
  /** Whether the chooser takes several files at once (the default), or one; the wording follows. */
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of messages that describe the chooser beside its formats (a limit reached, an error). */
  describedBy?: string | undefined;
}

/**
 * Where photos are added: dropped onto it or picked with the file chooser, its label looking like a
 * button (the input itself is kept for the keyboard and screen readers, out of sight).
 */
export function PhotoDropZone({
  inputId,
  onFiles,
  multiple = true,
  disabled = false,
  describedBy,
}: PhotoDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const formatsId = `${inputId}-formats`;

  // A photo dropped just beside the zone would have the browser open it, and the form be left.
  useKeepPageOnDrop();

  const over = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  return (
    // A group named by its own text: the place to drop files, with the chooser for the keyboard.
    <fieldset
      disabled={disabled}
      data-dragover={dragging || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        const files = Array.from(event.dataTransfer.files);
        if (!disabled && files.length > 0) onFiles(files);
      }}
      className={`rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
        dragging ? 'border-teal-brand bg-teal-50' : 'border-stone-300 bg-stone-50'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      {/* Floated, so the legend sits inside the dashed border rather than on it. */}
      <legend className="float-left flex w-full flex-col items-center gap-2 text-sm font-medium text-ink">
        <ImagePlus size={28} aria-hidden className="text-stone-500" />
        {multiple ? m.dropHere : m.dropOneHere}
      </legend>
      <div className="clear-both flex flex-col items-center gap-3 pt-3">
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple={multiple}
          aria-describedby={[formatsId, describedBy].filter(Boolean).join(' ')}
          className="peer sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared, so the same file can be chosen again (after a refusal, say).
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClass(
            'secondary',
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-brand peer-disabled:cursor-not-allowed peer-disabled:text-stone-500',
          )}
        >
          {multiple ? m.choose : m.chooseOne}
        </label>
        <p id={formatsId} className="text-xs text-stone-600">
          {m.formats}
        </p>
      </div>
    </fieldset>
  );
}
