/** The methods that only read: no content waits to settle for them, and no account queue holds them. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readsOnly = (method: string): boolean => READ_METHODS.has(method);

/** Whether a route answers reads only; its `method` is one method or a list of them. */
export const routeReadsOnly = (method: string | string[]): boolean => [method].flat().every(readsOnly);
