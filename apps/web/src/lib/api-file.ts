import { authorized } from './api-client.ts';

/** A file the API answers with, and the name its Content-Disposition gives it. */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

/**
 * GET of a file (an invoice's PDF), sent and refreshed as every API call, its body kept as it is.
 * Apart from the API client, so a shopper's first page does not carry it.
 */
export async function apiFile(path: string): Promise<ApiFile> {
  const response = await authorized(path, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').at(-1) ?? '',
  };
}
