// `npm run admin -- create --email <e-mail> --name "<name>" [--role admin|support|finance|operations] [--language it|en]`:
// makes a back-office account (issue 17). In production the back office has nobody until this makes
// the first admin. The password is read from standard input (typed, or piped: `echo … | npm run admin -- create …`);
// the TOTP secret and its otpauth:// URI are printed once, to be put in an authenticator app.
import { createInterface } from 'node:readline/promises';
import { commandErrorLine, commandSettings, failCommand, openCommandDatabase } from './cli-database.ts';
import { createStaff, isStaffRole, staffCount } from '../server/modules/staff/index.ts';

const usage = 'Usage: npm run admin -- create --email <e-mail> --name "<name>" [--role admin|support|finance|operations] [--language it|en]';
const [command, ...rest] = process.argv.slice(2);
if (command !== 'create') failCommand('admin', usage);
const options: Record<string, string> = {};
for (let i = 0; i < rest.length; i += 2) {
  const name = rest[i]?.replace(/^--/, '') ?? '';
  const value = rest[i + 1];
  if (!['email', 'name', 'role', 'language'].includes(name) || value === undefined) failCommand('admin', usage);
  options[name] = value;
}
const role = options.role ?? 'admin';
const language = options.language ?? 'it';
if (!options.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(options.email)) failCommand('admin', `--email must be an e-mail address\n${usage}`);
if (!options.name?.trim()) failCommand('admin', `--name is needed\n${usage}`);
if (!isStaffRole(role)) failCommand('admin', `--role must be admin, support, finance or operations, got "${role}"`);
if (language !== 'it' && language !== 'en') failCommand('admin', `--language must be it or en, got "${language}"`);

const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const password = (await lines.question('Password (at least 12 characters): ')).trim();
lines.close();
if (password.length < 12 || password.length > 256) failCommand('admin', 'the password must have 12 to 256 characters');

const settings = commandSettings('admin');
const database = await openCommandDatabase('admin', settings, { readOnly: false });
let exitCode = 0;
try {
  if ((await staffCount(database.db)) === 0 && role !== 'admin') throw new Error('the first back-office account must be an admin (--role admin)');
  const made = await createStaff(database.db, { email: options.email, name: options.name.trim(), role, language, password });
  console.log(`Made ${role} ${options.email.toLowerCase()}. Put this in an authenticator app now; it is not shown again:`);
  console.log(`  TOTP secret  ${made.totpSecret}`);
  console.log(`  otpauth URI  ${made.totpUri}`);
  console.log('Log in at /admin/ with the e-mail, the password and the 6-digit code the app shows.');
} catch (e) {
  const message = e instanceof Error && /staff_email|duplicate key/.test(e.message) ? `there is already an account with e-mail ${options.email}` : null;
  console.error(`admin: ${message ?? (e instanceof Error && e.message.startsWith('the first') ? e.message : commandErrorLine(e, settings))}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
