import type { Route } from './+types/business';
import { businessAction, businessLoader } from './business.server.ts';
import { useRootData } from '../lib/store-data.ts';
import { BusinessHeaderSlot } from '../components/business/BusinessHeader.tsx';
import { BusinessPageV1, BusinessPageV3 } from '../components/business/BusinessPages.tsx';
import { revalidateAfterPost } from '../components/ui/HumanCheck.tsx';
import { withMessages } from '../lib/messages.server.ts';
import { metaTags } from '../lib/meta.ts';

// /azienda/{product?} (§2): the business page; v1 by default, v3 behind the storefront toggle
// businessPageV3. With {product}, that product is chosen in the business product form.
export const loader = withMessages(['business'], (args: Route.LoaderArgs) => businessLoader(args));
export const action = (args: Route.ActionArgs) => businessAction(args);
// Every render carries a fresh human-check challenge: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
// A refused quote (400) may have spent its token: the loader brings a fresh challenge.
export const shouldRevalidate = revalidateAfterPost;
export const handle = { layout: 'business', header: BusinessHeaderSlot };
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function Business({ loaderData }: Route.ComponentProps) {
  const { storeData } = useRootData();
  const { products, selected, prefill, sent, challenge, paths, storeCountry } = loaderData;
  const props = { products, selected, quote: { challenge, prefill, sent, paths, storeCountry } };
  return storeData.toggles.businessPageV3 ? <BusinessPageV3 {...props} /> : <BusinessPageV1 {...props} />;
}
