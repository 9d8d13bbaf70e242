import Download from 'lucide-react/icons/download';
import { type ReactNode, useState } from 'react';
import { failureText } from '../../lib/api-client.ts';
import type { ApiFile } from '../../lib/api-file.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './loading.tsx';

/** How long the browser keeps a saved file's address: long enough for a slow save dialog. */
const KEEP_FILE_URL_MS = 40_000;

/** Hands the file to the browser to save under its own name. */
function saveFile({ blob, filename }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_URL_MS);
}

/**
 * A button that fetches a file through the API (with the login's token, which a plain link cannot
 * send) and saves it; while it loads it is disabled, and a failure is said beside it.
 */
export function DownloadButton({
  fetchFile,
  failedText,
  children,
}: {
  fetchFile: () => Promise<ApiFile>;
  failedText: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      setFailure(failureText(error, failedText));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? <Spinner /> : <Download size={16} aria-hidden />}
        {children}
      </Button>
      <div aria-live="polite">{failure && <Alert className="mt-2">{failure}</Alert>}</div>
    </div>
  );
}
