import { createHash } from 'node:crypto';
import { accountMessages, EMAIL_CHANGES_PER_HOUR, PASSWORD_RESET_MAILS_PER_HOUR } from '@shop/shared/account';
import { apiMessages } from '@shop/shared/api';
import { authMessages } from '@shop/shared/auth';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { waitForIdleQueue } from '../../../test/jobs.ts';
import { openShop } from '../../../test/shop.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { PASSWORD_RESET_QUEUE } from './credentials.service.ts';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await openShop());
});
afterAll(async () => {
  await app.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A logged-in session of the address: its access token's header and its refresh cookie. */
async function logIn(email: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const refreshToken = response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;
  const token = response.statusCode === 200 ? (response.json() as { token: string }).token : '';
  return { status: response.statusCode, headers: { authorization: `Bearer ${token}` }, refreshToken };
}

const me = (session: { headers: { authorization: string } }) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });

const refresh = (refreshToken: string | undefined) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: refreshToken ?? '' } });

const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress });

const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });

/** Every mail the shop queued to the address whose key starts with `keyPrefix`, oldest first. */
async function mailsTo(to: string, keyPrefix: string) {
  return app.db
    .select()
    .from(outgoingMails)
    .where(
      and(sql`lower(${outgoingMails.to}) = ${to.toLowerCase()}`, like(outgoingMails.key, `${keyPrefix}%`)),
    )
    .orderBy(outgoingMails.createdAt);
}

/** The token of the link in a mail's plain-text part (`…/path#token`). */
function linkToken(mail: { text: string; html: string }, path: string): string {
  const match = new RegExp(`${path}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  expect(mail.html).toContain(`${path}#${match[1]}`);
  return match[1]!;
}

/** Asks for a reset link and waits until its request has been handled. */
async function requestReset(email: string) {
  const response = await forgot(email);
  await waitForIdleQueue(app.db, PASSWORD_RESET_QUEUE);
  return response;
}

/** Asks for a reset link for the address and answers the token of the newest mail. */
async function resetToken(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(202);
  const mails = await mailsTo(email, 'password-reset:');
  return linkToken(mails.at(-1)!, '/wachtwoord-herstellen');
}

describe('a forgotten password', () => {
  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    const user = await createUser(app);
    const stranger = uniqueEmail('onbekend');
    const known = await requestReset(user.email);
    const unknown = await requestReset(stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: accountMessages.resetRequested });
    // Case and spaces make no other answer either.
    const shouted = await requestReset(`  ${user.email.toUpperCase()} `);
    expect([shouted.statusCode, shouted.body]).toEqual([known.statusCode, known.body]);

    expect(await mailsTo(stranger, '')).toEqual([]);
    const mails = await mailsTo(user.email, 'password-reset:');
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail!.subject).toBe('Stel een nieuw wachtwoord in');
    expect(mail!.text).toContain('De link is een uur geldig en werkt één keer.');
    expect(mail!.html).toContain('lang="nl"');
    expect(mail!.text).toContain('Team Loopvoeding');
    expect(mail!.text).toContain('http://localhost:3000/wachtwoord-herstellen#');
  });

  it('keeps only the hash of the link’s token, valid for one hour', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    const rows = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(1000);
  });

  it('sets a new password once: the new one logs in, the old one and the used link no longer work', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    expect((await reset(token, 'nieuw-geheim')).statusCode).toBe(204);
    expect((await logIn(user.email, 'nieuw-geheim')).status).toBe(200);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(401);

    const again = await reset(token, 'nog-een-keer');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(accountMessages.resetLinkInvalid);
    expect((await logIn(user.email, 'nieuw-geheim')).status).toBe(200);
  });

  it('refuses a link whose hour is over', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    await app.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    const response = await reset(token, 'nieuw-geheim');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(accountMessages.resetLinkInvalid);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a token that was never sent, and a short password with registration’s message', async () => {
    const unknown = await reset('A'.repeat(43), 'nieuw-geheim');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(accountMessages.resetLinkInvalid);

    const user = await createUser(app);
    const token = await resetToken(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.password).toEqual([authMessages.registerPasswordTooShort]);
    // The link was not spent on a password that was refused.
    expect((await reset(token, '123456')).statusCode).toBe(204);
  });

  it('ends every session of the account', async () => {
    const user = await createUser(app);
    const phone = await logIn(user.email);
    const laptop = await logIn(user.email);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await reset(await resetToken(user.email), 'nieuw-geheim')).statusCode).toBe(204);
    for (const session of [phone, laptop]) {
      expect((await me(session)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
  });

  it('sends at most three mails an hour to one account, and answers the fourth request alike', async () => {
    const user = await createUser(app);
    const answers = [];
    for (let i = 0; i <= PASSWORD_RESET_MAILS_PER_HOUR; i += 1) answers.push(await requestReset(user.email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(202);
    expect(await mailsTo(user.email, 'password-reset:')).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
    // No link without its mail.
    const links = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
    // An hour later the account gets one again.
    await app.db
      .update(outgoingMails)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(sql`lower(${outgoingMails.to}) = ${user.email.toLowerCase()}`);
    await requestReset(user.email);
    expect(await mailsTo(user.email, 'password-reset:')).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR + 1);
  });

  it('limits the requests of one client address, in Dutch, whatever address they name', async () => {
    const { app: strict } = await openShop({ rateLimitMax: 2 });
    try {
      const ask = (email: string, remoteAddress: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email },
          remoteAddress,
        });
      expect((await ask(uniqueEmail(), '10.1.1.1')).statusCode).toBe(202);
      expect((await ask(uniqueEmail(), '10.1.1.1')).statusCode).toBe(202);
      const third = await ask(uniqueEmail(), '10.1.1.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toBe(apiMessages.rateLimited);
      // Another client is not held up.
      expect((await ask(uniqueEmail(), '10.1.1.2')).statusCode).toBe(202);
    } finally {
      await strict.close();
    }
  });
});

describe('a change of password on the profile', () => {
  const change = (
    session: { headers: { authorization: string } },
    currentPassword: string,
    newPassword: string,
  ) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: session.headers,
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password in Dutch and changes nothing', async () => {
    const user = await createUser(app);
    const session = await logIn(user.email);
    const response = await change(session, 'niet-mijn-wachtwoord', 'nieuw-geheim');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: accountMessages.wrongCurrentPassword,
      details: { currentPassword: [accountMessages.wrongCurrentPassword] },
    });
    expect((await me(session)).statusCode).toBe(200);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('takes registration’s rule for the new password', async () => {
    const user = await createUser(app);
    const response = await change(await logIn(user.email), TEST_PASSWORD, '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.newPassword).toEqual([authMessages.registerPasswordTooShort]);
  });

  it('ends the other sessions and keeps the current one', async () => {
    const user = await createUser(app);
    const current = await logIn(user.email);
    const other = await logIn(user.email);
    expect((await change(current, TEST_PASSWORD, 'nieuw-geheim')).statusCode).toBe(204);
    expect((await me(current)).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await logIn(user.email, 'nieuw-geheim')).status).toBe(200);
    expect((await logIn(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it('is for logged-in users only', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nieuw-geheim' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a change of e-mail address', () => {
  const ask = (
    session: { headers: { authorization: string } },
    newEmail: string,
    currentPassword = TEST_PASSWORD,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/user/email',
      headers: session.headers,
      payload: { newEmail, currentPassword },
    });
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token } });
  const profileEmail = async (session: { headers: { authorization: string } }) =>
    (await app.inject({ method: 'GET', url: '/api/user/profile', headers: session.headers })).json().email;

  async function confirmationToken(to: string) {
    const mails = await mailsTo(to, 'email-change:');
    return linkToken(mails.at(-1)!, '/e-mailadres-bevestigen');
  }

  it('mails a link to the new address and changes the address only when it is opened; the old one is told', async () => {
    const user = await createUser(app);
    const session = await logIn(user.email);
    const newEmail = uniqueEmail('nieuw');
    const response = await ask(session, newEmail.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: accountMessages.emailChangeRequested(newEmail) });
    expect(await profileEmail(session)).toBe(user.email);

    const [mail] = await mailsTo(newEmail, 'email-change:');
    expect(mail!.subject).toBe('Bevestig je nieuwe e-mailadres');
    const token = await confirmationToken(newEmail);
    const [row] = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'email_change', tokenHash: sha256(token), newEmail, usedAt: null });
    expect(await mailsTo(user.email, 'email-changed:')).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    // At once, on the session that was open, without a new login.
    expect(await profileEmail(session)).toBe(newEmail);
    expect((await me(session)).json().email).toBe(newEmail);

    const [notice] = await mailsTo(user.email, 'email-changed:');
    expect(notice!.subject).toBe('Je e-mailadres bij Loopvoeding is gewijzigd');
    expect(notice!.text).toContain(newEmail);
    expect((await logIn(newEmail)).status).toBe(200);
    expect((await logIn(user.email)).status).toBe(401);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(accountMessages.emailLinkInvalid);
  });

  it('refuses an address in use as registration does, after the password, and mails nothing', async () => {
    const user = await createUser(app);
    const holder = await createUser(app);
    const session = await logIn(user.email);
    const wrongPassword = await ask(session, holder.email, 'niet-mijn-wachtwoord');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe(accountMessages.wrongCurrentPassword);

    const taken = await ask(session, holder.email.toUpperCase());
    const registering = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: holder.email, password: 'wat-dan-ook' },
    });
    expect(taken.statusCode).toBe(409);
    expect(registering.statusCode).toBe(409);
    expect(taken.json()).toEqual(registering.json());
    expect(taken.json().error.message).toBe(authMessages.emailTaken);
    expect(await mailsTo(holder.email, 'email-change:')).toEqual([]);

    const own = await ask(session, user.email);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(accountMessages.sameEmail);
  });

  it('refuses the link when the address was taken after it was sent, and leaves the account as it was', async () => {
    const user = await createUser(app);
    const session = await logIn(user.email);
    const newEmail = uniqueEmail('bezet');
    expect((await ask(session, newEmail)).statusCode).toBe(202);
    const token = await confirmationToken(newEmail);
    await createUser(app, { email: newEmail });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(authMessages.emailTaken);
    expect(await profileEmail(session)).toBe(user.email);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(app);
    const newEmail = uniqueEmail('laat');
    expect((await ask(await logIn(user.email), newEmail)).statusCode).toBe(202);
    const token = await confirmationToken(newEmail);
    await app.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(accountMessages.emailLinkInvalid);
  });

  it('the link of one change opens only that change; a reset link is no confirmation', async () => {
    const user = await createUser(app);
    const token = await resetToken(user.email);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await reset(token, 'nieuw-geheim')).statusCode).toBe(204);
  });

  it('sends at most three links an hour for one account, then refuses in Dutch', async () => {
    const user = await createUser(app);
    const session = await logIn(user.email);
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i += 1) {
      expect((await ask(session, uniqueEmail('poging'))).statusCode).toBe(202);
    }
    const over = await ask(session, uniqueEmail('poging'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(accountMessages.tooManyEmailChanges);
  });

  it('a reset of the password voids an open confirmation link', async () => {
    const user = await createUser(app);
    const newEmail = uniqueEmail('open');
    expect((await ask(await logIn(user.email), newEmail)).statusCode).toBe(202);
    const token = await confirmationToken(newEmail);
    expect((await reset(await resetToken(user.email), 'nieuw-geheim')).statusCode).toBe(204);
    expect((await confirm(token)).statusCode).toBe(400);
  });
});
