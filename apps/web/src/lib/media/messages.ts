import { MAX_UPLOAD_BYTES } from '@shop/shared/media';

/**
 * The Dutch text of uploading photos in the admin's forms (decision 065). Apart from
 * `lib/messages.ts`, so a shopper's first page does not carry it.
 */
export const photoUploadMessages = {
  dropHere: 'Sleep foto’s hierheen of kies bestanden',
  choose: 'Foto’s kiezen',
  /** The same for a field that takes one photo (a post's cover). */
  dropOneHere: 'Sleep een foto hierheen of kies een bestand',
  chooseOne: 'Foto kiezen',
  formats: `JPEG, PNG, WebP of AVIF, tot ${MAX_UPLOAD_BYTES / 1024 / 1024} MB per foto.`,
  uploads: 'Uploads',
  waiting: 'Wacht op de vorige foto...',
  processing: 'Verwerken...',
  progress: (name: string) => `${name} uploaden`,
  stop: 'Stoppen',
  stopLabel: (name: string) => `Upload van ${name} stoppen`,
  dismiss: 'Sluiten',
  dismissLabel: (name: string) => `Melding over ${name} sluiten`,
  /** No answer came at all: the connection, not the photo. */
  failed: 'Uploaden mislukt: de winkel is even niet bereikbaar. Probeer het zo opnieuw.',
} as const;
