import { useActionData } from 'react-router';
import type { Route } from './+types/doubler';
import { useT } from '../lib/i18n.tsx';
import { doublerAction, doublerLoader } from './doubler.server.ts';
import { DoublerForm } from '../components/doubler/DoublerForm.tsx';
import { CurrentDraw } from '../components/doubler/CurrentDraw.tsx';
import { PastDraws } from '../components/doubler/PastDraws.tsx';
import { VerifyHelp } from '../components/doubler/VerifyHelp.tsx';
import { Icon } from '../components/Icon.tsx';
import { hourLabel, monthLabel } from '../components/doubler/format.ts';
import type { DoublerActionData } from '../components/doubler/fragments.ts';
import { withMessages } from '../lib/messages.server.ts';

// /doppiatore/ (§2): the monthly balance doubler. Enter a card, see this month's commitment and
// the past draws with what is needed to check them.
export const loader = withMessages(['doubler'], (args: Route.LoaderArgs) => doublerLoader(args));
export const action = (args: Route.ActionArgs) => doublerAction(args);
// Every render carries a fresh human-check challenge: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? 'Donami' },
  { name: 'description', content: loaderData?.description ?? '' },
];

export default function Doubler({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData() as DoublerActionData | undefined;
  const { current, past, cap, drawHour } = loaderData;
  const entry = result?.form === 'enter' ? result : undefined;
  // The newest human check: a refused entry brings a new one.
  const challenge = entry?.challenge ?? loaderData.challenge;
  const capText = t.money(cap);
  return (
    <div className="container page doubler">
      <div className="doubler__layout">
        <div className="doubler__intro">
          <p className="doubler__eyebrow">
            <Icon name="sparkle" size={18} /> {t('doubler.eyebrow')}
          </p>
          <h1>{t('doubler.title')}</h1>
          <p className="page__intro">{t('doubler.intro', { cap: capText })}</p>
          <ol className="doubler-steps">
            <li>
              <span className="doubler-steps__n">1</span>
              <span>{t('doubler.how.1')}</span>
            </li>
            <li>
              <span className="doubler-steps__n">2</span>
              <span>{t('doubler.how.2')}</span>
            </li>
            <li>
              <span className="doubler-steps__n">3</span>
              <span>{t('doubler.how.3', { hour: hourLabel(drawHour), cap: capText })}</span>
            </li>
          </ol>
        </div>
        {current && (
          <div className="doubler__current">
            <CurrentDraw draw={current} drawHour={drawHour} />
          </div>
        )}
        <section className="doubler-panel" aria-labelledby="doubler-form-title">
          <h2 id="doubler-form-title">{t('doubler.form.title')}</h2>
          {current && <p className="doubler-panel__lead">{t('doubler.form.lead', { month: monthLabel(current.month, t.intlLocale) })}</p>}
          <DoublerForm challenge={challenge} result={entry} />
        </section>
      </div>
      <section className="doubler-past" aria-labelledby="doubler-past-title">
        <h2 id="doubler-past-title">{t('doubler.past.title')}</h2>
        <p className="doubler-past__cap">{t('doubler.cap', { cap: capText })}</p>
        <PastDraws draws={past} drawHour={drawHour} />
      </section>
      <VerifyHelp />
    </div>
  );
}
