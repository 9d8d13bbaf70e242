/** Override with E2E_PORT to run several suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second shop for the journeys that wipe data (the `wipe` project). */
export const E2E_WIPE_PORT = E2E_PORT + 1;
/** The journeys' SMTP server (support/smtp-sink.ts), beside the shop's port. */
export const E2E_SMTP_PORT = E2E_PORT + 25;
export const E2E_ADMIN = { email: 'admin@loopvoeding.test', password: 'e2e-admin-wachtwoord' } as const;
/** Created by the seed on every fresh database. */
export const DEMO_USER = { email: 'demo@loopvoeding.nl', password: 'demo1234' } as const;
/** How the shop names the demo user to others: first name and last initial (decision 036). */
export const DEMO_USER_NAME = 'Demi L.';
/** Where the journeys' SMTP server keeps every mail it accepts, one .eml file each. */
export const E2E_MAILBOX_DIR = new URL(`../.data-mailbox-${E2E_PORT}/`, import.meta.url).pathname;
/** The proxy of the cluster's journey (cluster/), its three processes on the next ports. */
export const E2E_CLUSTER_PORT = E2E_PORT + 50;
export const E2E_CLUSTER_PROCESSES = 3;
