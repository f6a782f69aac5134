import { createHash } from 'node:crypto';
import type { Executor } from '../client.ts';
import { createStaff, staffPasswordHash, type StaffRole } from '../../modules/staff/index.ts';

// The local shop's back-office operators, one per role (README "Back office"). Their passwords and
// TOTP secrets are public: seeded with the test cards (SEED_TEST_CARDS), never in a real shop, where
// `npm run admin -- create` makes the first admin.

export const SEED_STAFF_PASSWORD = 'backoffice-2026';

export const seedStaff: { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  { email: 'support@donami.test', name: 'Sara Supporto', role: 'support', totpSecret: 'MRXW4YLNNEWXG5LQOBXXE5BNORXXI4BN' },
  { email: 'finance@donami.test', name: 'Franco Finanza', role: 'finance', totpSecret: 'MRXW4YLNNEWWM2LOMFXGGZJNORXXI4BN' },
  { email: 'operations@donami.test', name: 'Olga Operazioni', role: 'operations', totpSecret: 'MRXW4YLNNEWW64DFOJQXI2LPNZZS25DP' },
  { email: 'admin@donami.test', name: 'Aldo Amministratore', role: 'admin', totpSecret: 'MRXW4YLNNEWWCZDNNFXC25DPORYC243F' },
];

/**
 * The browser journeys' own operators (tests/e2e/admin*.spec.ts), seeded beside the four above: a
 * code is accepted once per account and failed logins lock it, so two journeys logging in as one
 * account in the same 30 seconds would refuse each other. Each journey has its own per role.
 */
const JOURNEYS = ['cards', 'orders', 'money', 'stock', 'toggles', 'people', 'pages', 'menus'] as const;
const ROLES: StaffRole[] = ['support', 'finance', 'operations', 'admin'];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function journeyStaff(journey: (typeof JOURNEYS)[number], role: StaffRole) {
  const bytes = createHash('sha1').update(`donami-journey:${journey}:${role}`).digest();
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  const totpSecret = Array.from({ length: 32 }, (_, i) => BASE32[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]).join('');
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${journey}`;
  return { email: `${role}.${journey}@donami.test`, name, role, totpSecret };
}

export async function seedStaffMembers(db: Executor): Promise<void> {
  for (const s of seedStaff) await createStaff(db, { ...s, language: 'it', password: SEED_STAFF_PASSWORD });
  const passwordHash = await staffPasswordHash(SEED_STAFF_PASSWORD);
  for (const journey of JOURNEYS) for (const role of ROLES) await createStaff(db, { ...journeyStaff(journey, role), language: 'it', passwordHash });
}
