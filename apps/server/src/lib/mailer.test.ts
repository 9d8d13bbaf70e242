import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The one .eml a mailer without SMTP wrote into `dataDir`'s outbox. */
async function writtenMail(from?: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-mailer-'));
  dirs.push(dataDir);
  const mailer = createMailer({ smtpUrl: undefined, dataDir, ...(from ? { from } : {}) });
  await mailer.send({ to: 'loper@example.nl', subject: 'Hallo', text: 'Tekst', html: '<p>Tekst</p>' });
  const [file] = readdirSync(path.join(dataDir, 'outbox'));
  return readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
}

describe('the mail sender', () => {
  it('is the shop by default, and MAIL_FROM when set', async () => {
    expect(await writtenMail()).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(await writtenMail('Winkel <winkel@example.nl>')).toContain('From: Winkel <winkel@example.nl>');
  });
});
