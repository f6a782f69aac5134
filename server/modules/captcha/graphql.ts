import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { UserData, resolveStore } from '../../graphql/common.ts';
import { newChallenge } from './service.ts';

builder.queryField('captchaChallenge', (t) =>
  t.field({
    type: 'JSON',
    description:
      'A fresh ALTCHA challenge for the human check of a form; solve it in the widget and send the token once. ' +
      'Its work doubles with each level (data.level, 0–5), which rises with the shop-wide failed guesses.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      // The answer is the widget's own JSON, with no room for an errors list: an unknown
      // storefront is a malformed request here.
      if (!r.ok) throw new GraphQLError(r.errors[0].message, { extensions: { code: r.errors[0].code } });
      return newChallenge({ db: r.ctx.db });
    },
  }),
);
