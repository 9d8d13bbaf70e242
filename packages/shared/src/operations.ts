/**
 * What the server and its command-line tools tell whoever runs the shop: a configuration it
 * refuses, a data directory or database it cannot use, a backup or restore. Only the server
 * reads these.
 */
export const configMessages = {
  /** Each problem is `VARIABLE: what is wrong`. */
  invalid: (problems: string[]) =>
    `Ongeldige configuratie:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  postgresUrl: 'moet een postgres:// URL zijn',
  secretTooShort: 'moet minstens 32 tekens zijn',
  bucketNeedsKeys:
    'Ongeldige configuratie:\n  MEDIA_BUCKET_URL: de bucket voor foto’s vraagt ook MEDIA_BUCKET_KEY_ID en MEDIA_BUCKET_SECRET',
  jwtSecretRequired: 'JWT_SECRET: is verplicht in productie',
  stripeSecretRequired:
    'STRIPE_SECRET_KEY: is verplicht in productie (of zet PAYMENT_EMULATOR=true voor een demo)',
  webhookSecretRequired: 'STRIPE_WEBHOOK_SECRET: is verplicht samen met STRIPE_SECRET_KEY',
} as const;

/** The answer to a call of /metrics without the right METRICS_TOKEN. */
export const metricsMessages = {
  wrongToken: 'Geen of een onjuist metrics-token.',
} as const;

export const dataDirMessages = {
  tooLittleSpace: (dataDir: string, freeMb: number, minimumMb: number) =>
    `DATA_DIR ${dataDir} heeft te weinig vrije ruimte voor de ingebouwde database: ${freeMb} MB vrij, minstens ${minimumMb} MB nodig.`,
  readOnly: (dataDir: string) =>
    `DATA_DIR ${dataDir} staat op een alleen-lezen bestandssysteem; de winkel heeft een schrijfbare map nodig.`,
  notWritable: (dataDir: string) => `DATA_DIR ${dataDir} is niet schrijfbaar voor deze gebruiker.`,
  full: (dataDir: string) => `DATA_DIR ${dataDir} is vol: er kan niets meer in worden geschreven.`,
  notADirectory: (dataDir: string) => `DATA_DIR ${dataDir} is geen map.`,
  unusable: (dataDir: string, reason: string) => `DATA_DIR ${dataDir} is niet bruikbaar: ${reason}`,
} as const;

export const serverMessages = {
  databaseNotOpened: (dataDir: string, reason: string) =>
    `De ingebouwde database in ${dataDir} kon niet worden geopend: ${reason}`,
  /** The reason when the error has no message, only a number. */
  errorNumber: (errno: number | undefined) => `fout ${errno}`,
  listening: (publicUrl: string, driver: string) =>
    `Loopvoeding draait op ${publicUrl} (database: ${driver})`,
  alreadyRunning: (dataDir: string) => `Er draait al een server op ${dataDir}.`,
  unknownCommand: (command: string) => `Onbekend commando: ${command}`,
  unreadableAnswer: 'De server gaf geen leesbaar antwoord.',
} as const;

export const backupMessages = {
  usage: 'Gebruik: npm run backup\n         npm run restore -- BESTAND [--force]',
  made: (file: string) => `Back-up gemaakt: ${file}`,
  restored: (target: string) => `Back-up teruggezet in ${target}. Start de winkel weer.`,
  postgresNeedsUrl: 'Een back-up van PostgreSQL heeft DATABASE_URL nodig.',
  toolMissing: (command: string) =>
    `${command} is niet gevonden; installeer de PostgreSQL-clientprogramma's (postgresql-client).`,
  toolFailed: (command: string, code: number | null, output: string) =>
    `${command} is mislukt (${code}): ${output}`,
  serverFailed: (reason: string) => `De server kon geen back-up maken: ${reason}`,
  noDatabase: (dir: string) => `Geen database gevonden in ${dir}.`,
  notABackup: (file: string) => `${file} is geen back-up van de winkel.`,
  notEmpty: 'De database is niet leeg. Gebruik --force om hem met de back-up te overschrijven.',
  stillRunning: 'De winkel draait nog op deze database. Stop hem eerst.',
  missingFile: (file: string) => `${file} bestaat niet.`,
  needsPostgres: 'Dit is een back-up van PostgreSQL; zet DATABASE_URL om hem terug te zetten.',
  needsEmbedded:
    'Dit is een back-up van de ingebouwde database; laat DATABASE_URL leeg om hem terug te zetten.',
} as const;
