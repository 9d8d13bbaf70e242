import { MAX_PRODUCT_PHOTOS, photoMessages } from '@shop/shared/media';
import type { ProductData } from '@shop/shared/product';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { PhotoDropZone } from '../../../components/media/photo-drop-zone.tsx';
import { PhotoPreview } from '../../../components/media/photo-preview.tsx';
import { PhotoUploadList } from '../../../components/media/photo-upload-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { usePhotoUploads } from '../../../lib/media/use-photo-uploads.ts';
import { productPhotoMessages as m, productFormMessages } from '../admin-messages.ts';
import type { ProductFormValues } from './product-form-values.ts';

type Action = 'earlier' | 'later' | 'remove';

/** The control to focus once the list has changed: a photo's button by its new position. */
interface FocusTarget {
  position: number;
  action: Action;
}

interface ProductPhotosFieldProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductData>;
  /** Told whether photos are still waiting or being sent, so the form does not save without them. */
  onBusyChange(busy: boolean): void;
}

/**
 * The product's photos in the order the shop shows them (decision 067): each with its preview, its
 * alt text, and buttons to move it or take it out; below them the place to add more, uploaded one
 * after the other. Nothing changes on the product until the form is saved.
 */
export function ProductPhotosField({ form, onBusyChange }: ProductPhotosFieldProps) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'photos' });
  const id = useId();
  const inputId = `${id}-input`;
  const listRef = useRef<HTMLOListElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const uploads = usePhotoUploads((media) => {
    const photos = getValues('photos');
    if (photos.some((photo) => photo.media._id === media._id)) return photoMessages.duplicate;
    if (photos.length >= MAX_PRODUCT_PHOTOS) return photoMessages.tooMany;
    append({ media, alt: getValues('title').trim() }, { shouldFocus: false });
    return undefined;
  });
  const busy = uploads.pending > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // After a move or a removal, the keyboard stays where it was: on the moved photo's button (the
  // other direction once it reached an end), or on the photo that took the removed one's place.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const buttons = (position: number) =>
      listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-position="${position}"]`) ?? [];
    const find = (position: number, action: Action) =>
      Array.from(buttons(position)).find((button) => button.dataset.action === action && !button.disabled);
    const { position, action } = target;
    const next =
      action === 'remove'
        ? find(Math.min(position, fields.length - 1), 'remove')
        : (find(position, action) ?? find(position, action === 'earlier' ? 'later' : 'earlier'));
    (next ?? document.getElementById(inputId))?.focus();
  });

  const moveTo = (from: number, to: number) => {
    move(from, to);
    focusTarget.current = { position: to, action: to < from ? 'earlier' : 'later' };
    setAnnouncement(m.moved(to + 1, fields.length));
  };
  const removeAt = (index: number) => {
    remove(index);
    focusTarget.current = { position: index, action: 'remove' };
    setAnnouncement(m.removed(index + 1));
  };

  const free = MAX_PRODUCT_PHOTOS - fields.length - uploads.pending;
  const full = free <= 0;
  const addFiles = (files: File[]) => {
    const room = Math.max(0, free);
    uploads.add(files.slice(0, room));
    if (files.length > room) uploads.refuse(files.slice(room), photoMessages.tooMany);
  };

  const listError = errors.photos?.root?.message ?? errors.photos?.message;
  const listErrorId = `${id}-error`;
  const fullId = `${id}-full`;

  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-base font-semibold text-ink">{productFormMessages.photos}</legend>
      <div id={`${id}-hint`} className="space-y-1 text-sm text-stone-600">
        <p>{m.hint}</p>
        <p>{m.removeHint}</p>
      </div>
      {listError && (
        <p id={listErrorId} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {fields.length > 0 && (
        <ol ref={listRef} className="space-y-3">
          {fields.map((field, index) => {
            const position = index + 1;
            const altError = errors.photos?.[index]?.alt?.message;
            return (
              <li key={field.id}>
                <fieldset className="rounded-lg border border-stone-200 p-3">
                  <legend className="px-1 text-sm font-semibold text-ink">{m.photo(position)}</legend>
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                    <PhotoPreview
                      media={field.media}
                      sizes="96px"
                      className="size-24 shrink-0 rounded-md bg-stone-100 object-cover"
                    />
                    <div className="min-w-0 flex-1 space-y-3">
                      <TextField
                        label={m.alt}
                        error={altError}
                        {...register(`photos.${index}.alt` as const)}
                      />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          data-position={index}
                          data-action="earlier"
                          aria-label={m.earlierLabel(position)}
                          disabled={index === 0}
                          onClick={() => moveTo(index, index - 1)}
                        >
                          <ArrowUp size={16} aria-hidden />
                          {m.earlier}
                        </Button>
                        <Button
                          variant="secondary"
                          data-position={index}
                          data-action="later"
                          aria-label={m.laterLabel(position)}
                          disabled={index === fields.length - 1}
                          onClick={() => moveTo(index, index + 1)}
                        >
                          <ArrowDown size={16} aria-hidden />
                          {m.later}
                        </Button>
                        <Button
                          variant="secondary"
                          className="text-red-800"
                          data-position={index}
                          data-action="remove"
                          aria-label={m.removeLabel(position)}
                          onClick={() => removeAt(index)}
                        >
                          <Trash2 size={16} aria-hidden />
                          {m.remove}
                        </Button>
                      </div>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {full && (
        <p id={fullId} className="text-sm font-medium text-stone-700">
          {photoMessages.tooMany}
        </p>
      )}
      <PhotoDropZone
        inputId={inputId}
        onFiles={addFiles}
        disabled={full}
        describedBy={
          [full ? fullId : '', listError ? listErrorId : ''].filter(Boolean).join(' ') || undefined
        }
      />
      <PhotoUploadList uploads={uploads.uploads} onRemove={uploads.remove} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
