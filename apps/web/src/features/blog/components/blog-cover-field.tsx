import type { BlogData } from '@shop/shared/blog';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PhotoDropZone } from '../../../components/media/photo-drop-zone.tsx';
import { PhotoPreview } from '../../../components/media/photo-preview.tsx';
import { PhotoUploadList } from '../../../components/media/photo-upload-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { useKeepPageOnDrop } from '../../../lib/media/use-keep-page-on-drop.ts';
import { usePhotoUploads } from '../../../lib/media/use-photo-uploads.ts';
import { blogCoverMessages as m } from '../admin-messages.ts';
import type { BlogFormValues } from './blog-form-values.ts';

interface BlogCoverFieldProps {
  form: UseFormReturn<BlogFormValues, unknown, BlogData>;
  /** Told whether the photo is still being sent, so the form does not save without it. */
  onBusyChange(busy: boolean): void;
}

/**
 * The post's one cover photo (decision 067): its preview, its alt text and a button to take it out;
 * without one, the place to upload one. A new photo's alt text starts as the post's title. To put
 * another photo in its place, the admin takes the cover out first. Nothing changes on the post until
 * the form is saved.
 */
export function BlogCoverField({ form, onBusyChange }: BlogCoverFieldProps) {
  const {
    register,
    getValues,
    setValue,
    setFocus,
    clearErrors,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const cover = watch('cover');
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [announcement, setAnnouncement] = useState('');
  /** Where the keyboard goes after the next render: the new photo's alt text, or the file chooser. */
  const focusNext = useRef<'alt' | 'chooser' | null>(null);

  const uploads = usePhotoUploads((media) => {
    clearErrors('cover');
    setValue(
      'cover',
      { media, alt: getValues('title').trim() },
      { shouldDirty: true, shouldValidate: isSubmitted },
    );
    focusNext.current = 'alt';
    return undefined;
  });
  const busy = uploads.pending > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // The drop zone is gone once there is a cover: a photo dropped on the form then must not open.
  useKeepPageOnDrop();

  // After a removal the keyboard goes to the file chooser that took the photo's place. After an
  // upload, to the alt text, but only when the chooser it was on is gone: the admin may have gone
  // on with the post while the photo was sent.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'chooser') document.getElementById(inputId)?.focus();
    else if (cover && (document.activeElement === null || document.activeElement === document.body)) {
      setFocus('cover.alt');
    }
  });

  const addFiles = (files: File[]) => {
    uploads.add(files.slice(0, 1));
    if (files.length > 1) uploads.refuse(files.slice(1), m.onlyOne);
  };
  const removeCover = () => {
    clearErrors('cover');
    setValue('cover', null, { shouldDirty: true });
    focusNext.current = 'chooser';
    setAnnouncement(m.removed);
  };

  const coverError = errors.cover?.message;
  const altError = errors.cover?.alt?.message;

  return (
    <fieldset
      className="space-y-4 rounded-xl border border-stone-200 p-4"
      aria-describedby={[hintId, coverError ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="px-1 text-base font-semibold text-ink">{m.cover}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {m.hint}
      </p>
      {coverError && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {coverError}
        </p>
      )}
      {cover ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PhotoPreview
            media={cover.media}
            sizes="(min-width: 640px) 240px, 100vw"
            className="h-auto w-full shrink-0 rounded-md bg-stone-100 sm:w-60"
          />
          <div className="min-w-0 flex-1 space-y-3">
            <TextField label={m.alt} hint={m.altHint} error={altError} {...register('cover.alt')} />
            <Button
              variant="secondary"
              className="text-red-800"
              aria-label={m.removeLabel}
              onClick={removeCover}
            >
              <Trash2 size={16} aria-hidden />
              {m.remove}
            </Button>
          </div>
        </div>
      ) : (
        <PhotoDropZone
          inputId={inputId}
          multiple={false}
          onFiles={addFiles}
          disabled={busy}
          describedBy={coverError ? errorId : undefined}
        />
      )}
      <PhotoUploadList uploads={uploads.uploads} onRemove={uploads.remove} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
