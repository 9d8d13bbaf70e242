// The end-to-end tests drive Debian's Chromium (never a downloaded browser). Installs it with apt
// when it is missing and we may; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`${CHROMIUM} ontbreekt. Installeer Chromium (Debian: sudo apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log('Chromium installeren voor de end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
