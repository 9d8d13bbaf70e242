import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyVerify(password: string): Promise<boolean> {
  // Stryker disable next-line StringLiteral: any password makes a hash that takes as long
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash.then((value) => verifyPassword(value, password));
}
