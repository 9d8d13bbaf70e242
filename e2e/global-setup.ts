import { E2E_MAILBOX_DIR, E2E_SMTP_PORT } from './support/env.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/** The mail server the shop under test sends to; closed when the run ends. */
export default async function globalSetup() {
  return startSmtpSink(E2E_SMTP_PORT, E2E_MAILBOX_DIR);
}
