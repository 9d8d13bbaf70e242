/**
 * `[NAME=value ...] node <flags> dist/server.js`, from apps/server/package.json: the environment it
 * sets, the flags and the file's full path.
 */
export function serverStartCommand(): { env: Record<string, string>; nodeFlags: string[]; entry: string };
