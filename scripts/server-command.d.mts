/** `node <flags> dist/server.js`, from apps/server/package.json: the flags and the file's full path. */
export function serverStartCommand(): { nodeFlags: string[]; entry: string };
