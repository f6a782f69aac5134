import type { Executor } from '../client.ts';
import { createStaff, type StaffRole } from '../../modules/staff/index.ts';

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

export async function seedStaffMembers(db: Executor): Promise<void> {
  for (const s of seedStaff) await createStaff(db, { ...s, language: 'it', password: SEED_STAFF_PASSWORD });
}
