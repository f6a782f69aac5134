import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/rules/limits.ts';

type Props = { id: string; password: string; confirmation: string };

// The same rules as common/rules/schemas.ts passwordWithLimits: printable ASCII without the space.
const LATIN = /^[\x21-\x7E]*$/;

/**
 * The §5 password rules as the field's hint; with JavaScript each one is ticked as it is met.
 * Before anything is typed none is marked, so the list reads as instructions, not as errors.
 */
export function PasswordRules({ id, password, confirmation }: Props) {
  const t = useT();
  const rules: [string, boolean][] = [
    [t('account.password.ruleMin', { min: PASSWORD_MIN }), password.length >= PASSWORD_MIN],
    [t('account.password.ruleMax', { max: PASSWORD_MAX }), password.length > 0 && password.length <= PASSWORD_MAX],
    [t('account.password.ruleCharacters'), password.length > 0 && LATIN.test(password)],
    [t('account.password.ruleMatch'), confirmation.length > 0 && confirmation === password],
  ];
  return (
    <ul id={id} className="password-rules">
      {rules.map(([text, met]) => (
        <li key={text} className={met ? 'is-met' : undefined}>
          <Icon name={met ? 'check' : 'info'} size={16} /> {text}
          {met && <span className="visually-hidden"> {t('account.password.ruleMet')}</span>}
        </li>
      ))}
    </ul>
  );
}
