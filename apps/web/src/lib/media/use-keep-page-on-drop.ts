import { useEffect } from 'react';

/** Whether a drag carries files (rather than text or a link). */
export const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  event.dataTransfer?.types.includes('Files') ?? false;

/**
 * While mounted, a file dropped anywhere on the page is not opened by the browser: a photo dropped
 * just beside a drop zone, or on a form that shows none just now, would otherwise leave the form.
 */
export function useKeepPageOnDrop() {
  useEffect(() => {
    const keepPage = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);
}
