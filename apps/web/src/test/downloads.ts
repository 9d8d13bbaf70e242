import { vi } from 'vitest';

/** A PDF as the API answers a download: its bytes and the name to save it under. */
export const pdfResponse = (filename: string) =>
  new Response(new Blob(['%PDF-1.3 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });

/** A file the page handed to the browser to save. */
export interface SavedFile {
  filename: string;
  type: string;
  size: number;
}

/**
 * Catches the files a page saves (a link to an object URL, clicked): the test environment would
 * navigate instead of saving. Restored by `vi.restoreAllMocks()`.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ filename: this.download, type: blob.type, size: blob.size });
  });
  return saved;
}
