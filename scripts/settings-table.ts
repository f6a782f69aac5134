// Prints README's settings table from the declarations in server/settings.ts (a test fails when
// README's "Settings" section differs): `node scripts/settings-table.ts`.
import { settingsTable } from '../server/settings.ts';

console.log(settingsTable());
