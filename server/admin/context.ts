import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { staffOfSession, type StaffMember } from '../modules/staff/index.ts';
import { requestIdOf } from '../http/client-address.ts';
import type { AdminContext } from './builder.ts';
import { staffToken } from './cookies.ts';

/** The context of one admin request: its staff member is looked up once, when an operation first asks. */
export function adminContext(db: Db, request: Request, logger?: Logger): AdminContext {
  let staff: Promise<StaffMember | null> | undefined;
  return {
    db,
    request,
    logger,
    requestId: requestIdOf(request),
    staff: () => (staff ??= staffOfSession(db, staffToken(request)).then((found) => found?.member ?? null)),
  };
}
