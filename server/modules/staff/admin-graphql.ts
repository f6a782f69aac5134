import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { setStaffCookie, staffToken } from '../../admin/cookies.ts';
import { errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import { LOCK_MINUTES, staffLogin } from './login.ts';
import { permissionsOf } from './roles.ts';
import { endStaffSession, type StaffMember } from './sessions.ts';

const StaffRef = adminBuilder.objectRef<StaffMember>('Staff').implement({
  description: 'A logged-in staff member and what their role lets them do.',
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.exposeString('role', { description: 'support, finance, operations or admin' }),
    language: t.exposeString('language', { description: 'it or en: the back office speaks it' }),
    permissions: t.stringList({ description: 'e.g. cards.read, cards.adjust, audit.read', resolve: (s) => permissionsOf(s.role) }),
  }),
});

type LoginPayload = { staff: StaffMember | null; errors: ErrorItem[] };

const LoginPayloadRef = adminBuilder.objectRef<LoginPayload>('StaffLoginPayload').implement({
  fields: (t) => ({
    staff: t.field({ type: StaffRef, nullable: true, resolve: (p) => p.staff }),
    errors: t.field({ type: [AdminError], resolve: (p) => p.errors }),
  }),
});

adminBuilder.queryField('me', (t) =>
  t.field({ type: StaffRef, nullable: true, description: 'The logged-in staff member, or null.', resolve: (_r, _a, context) => context.staff() }),
);

adminBuilder.mutationField('staffLogin', (t) =>
  t.field({
    type: LoginPayloadRef,
    description: 'Logs in with e-mail, password and the TOTP code of an authenticator app; five failures lock the account for 15 minutes.',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      language: t.arg.string({ required: false, description: 'it or en: the language of a refusal' }),
    },
    resolve: async (_root, args, context) => {
      const language = args.language === 'en' ? 'en' : 'it';
      const bounded = args.email.length <= 254 && args.password.length <= 256 && args.code.length <= 16;
      const result = bounded ? await staffLogin(context.db, args) : null;
      if (!result?.ok) {
        const code = result?.code ?? 5001;
        return { staff: null, errors: [errorItem(language, code, null, { minutes: LOCK_MINUTES })] };
      }
      await endStaffSession(context.db, staffToken(context.request));
      setStaffCookie(context.request, result.token, result.endsAt);
      return { staff: result.member, errors: [] };
    },
  }),
);

adminBuilder.mutationField('staffLogout', (t) =>
  t.boolean({
    description: 'Ends the session and forgets its cookie.',
    resolve: async (_root, _args, context) => {
      await endStaffSession(context.db, staffToken(context.request));
      setStaffCookie(context.request, null);
      return true;
    },
  }),
);
