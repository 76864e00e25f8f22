/**
 * Runs the three stand-ins until Ctrl-C:  npx node tests/stand-ins/cli.ts (Node 22, type stripping)
 * (`npm start` starts them too, together with the five sites.)
 */
import { seedAccounts, seededPassword } from './seed/accounts.ts';
import { startStandIns } from './start.ts';

try {
  const standIns = await startStandIns();
  console.log('Stand-ins running:');
  for (const [name, url] of Object.entries(standIns.urls)) console.log(`  ${name.padEnd(12)} ${url}`);
  console.log(`\nSeeded accounts (password ${seededPassword} unless noted):`);
  for (const account of seedAccounts) {
    console.log(
      `  ${account.email.padEnd(32)} ${account.password === null ? '(no password) ' : ''}${account.purpose}`,
    );
  }
  console.log('\nPress Ctrl-C to stop.');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void standIns.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
