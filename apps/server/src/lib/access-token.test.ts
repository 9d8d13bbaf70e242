import { ACCESS_TOKEN_TTL_SECONDS } from '@shop/shared/auth';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, type SessionUser } from './access-token.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs256';
const tokens = createAccessTokens(SECRET);
const key = new TextEncoder().encode(SECRET);
const alice: SessionUser = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  role: 'user',
  email: 'alice@example.nl',
  sessionId: '6f1c2d3e-0000-4000-8000-0000000005e5',
};

/** A token as the server would sign it, with the claims and header the test overrides. */
function forge(
  claims: Record<string, unknown> = { role: alice.role, email: alice.email, sid: alice.sessionId },
  {
    subject = alice.id,
    alg = 'HS256',
    secret = key,
    expiresIn = '15m',
  }: {
    subject?: string | null;
    alg?: string;
    secret?: Uint8Array;
    expiresIn?: string | number | null;
  } = {},
): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt();
  if (expiresIn !== null) jwt.setExpirationTime(expiresIn);
  if (subject !== null) jwt.setSubject(subject);
  return jwt.sign(secret);
}

describe('access tokens', () => {
  it('a signed token verifies back to exactly its user', async () => {
    expect(await tokens.verify(await tokens.sign(alice))).toEqual(alice);
    const admin: SessionUser = { ...alice, role: 'admin' };
    expect(await tokens.verify(await tokens.sign(admin))).toEqual(admin);
  });

  it('a token is HS256 and carries the user id as subject, the role, the e-mail and the session', async () => {
    const token = await tokens.sign(alice);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    expect(decodeJwt(token)).toMatchObject({
      sub: alice.id,
      role: 'user',
      email: alice.email,
      sid: alice.sessionId,
    });
  });

  it('a token without a session (issued before sessions were named) is refused', async () => {
    expect(await tokens.verify(await forge({ role: alice.role, email: alice.email }))).toBeNull();
    expect(await tokens.verify(await forge({ role: alice.role, email: alice.email, sid: 'x' }))).toBeNull();
  });

  it('a token lives ACCESS_TOKEN_TTL_SECONDS from the moment it is signed', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { iat, exp } = decodeJwt(await tokens.sign(alice));
    const after = Math.floor(Date.now() / 1000);
    expect(iat).toBeGreaterThanOrEqual(before);
    expect(iat).toBeLessThanOrEqual(after);
    expect(exp).toBe((iat as number) + ACCESS_TOKEN_TTL_SECONDS);
  });

  it('an expired token is refused', async () => {
    const expired = await forge(undefined, { expiresIn: Math.floor(Date.now() / 1000) - 10 });
    expect(await tokens.verify(expired)).toBeNull();
  });

  it('a correctly signed token without an expiry is refused: it would never expire', async () => {
    expect(await tokens.verify(await forge(undefined, { expiresIn: null }))).toBeNull();
  });

  it('a token signed with another secret is refused', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-also-long-enough-for-hs256');
    expect(await tokens.verify(await forge(undefined, { secret: other }))).toBeNull();
    expect(
      await createAccessTokens('another-secret-that-is-also-long-enough').verify(await tokens.sign(alice)),
    ).toBeNull();
  });

  it('a token with alg none is refused', async () => {
    const unsigned = new UnsecuredJWT({ role: 'admin', email: alice.email, sid: alice.sessionId })
      .setSubject(alice.id)
      .setIssuedAt()
      .setExpirationTime('15m')
      .encode();
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('a token signed with the right secret but another algorithm than HS256 is refused', async () => {
    expect(await tokens.verify(await forge(undefined, { alg: 'HS512' }))).toBeNull();
  });

  it('a token whose payload was altered after signing is refused', async () => {
    const token = await tokens.sign(alice);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('a token without a role claim is refused', async () => {
    expect(await tokens.verify(await forge({ email: alice.email, sid: alice.sessionId }))).toBeNull();
  });

  it('a token with a role other than admin or user is refused', async () => {
    expect(
      await tokens.verify(await forge({ role: 'superadmin', email: alice.email, sid: alice.sessionId })),
    ).toBeNull();
  });

  it('a token without a subject is refused', async () => {
    expect(await tokens.verify(await forge(undefined, { subject: null }))).toBeNull();
  });

  it('a token without an e-mail claim is refused', async () => {
    expect(await tokens.verify(await forge({ role: 'user', sid: alice.sessionId }))).toBeNull();
  });

  it('anything that is not a JWT is refused, never thrown', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.x']) {
      expect(await tokens.verify(garbage)).toBeNull();
    }
  });

  it('a token verified before is taken from memory only until it expires, and only as the exact text', async () => {
    let clock = Date.now();
    const remembering = createAccessTokens(SECRET, () => clock);
    const token = await remembering.sign(alice);
    expect(await remembering.verify(token)).toEqual(alice);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.at(-1)}`;
    expect(await remembering.verify(tampered)).toBeNull();
    expect(await remembering.verify(token)).toEqual(alice);
    // Its expiry on the remembering clock: refused, though the signature still holds.
    clock = decodeJwt(token).exp! * 1000;
    expect(await remembering.verify(token)).toBeNull();
  });
});
