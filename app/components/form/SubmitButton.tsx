import { useNavigation, type Fetcher } from 'react-router';
import { Button, type ButtonAsButtonProps } from '../ui/Button.tsx';

type Props = Omit<ButtonAsButtonProps, 'type' | 'loading'> & {
  /** A form posted through a fetcher is busy while that fetcher is; otherwise the page's navigation counts. */
  fetcher?: Pick<Fetcher, 'state'>;
  /** Where two forms post to one action (the business page's product and quote forms): busy only for a post with this `intent`. */
  intent?: string;
};

/**
 * The form's submit button, busy (spinner, aria-busy, clicks ignored) from the post until the
 * answer or the page it redirects to is there: a second click cannot post twice.
 */
export function SubmitButton({ fetcher, intent, ...props }: Props) {
  const navigation = useNavigation();
  const posting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const busy = fetcher ? fetcher.state !== 'idle' : posting && (intent === undefined || navigation.formData?.get('intent') === intent);
  return <Button {...props} type="submit" loading={busy} />;
}
