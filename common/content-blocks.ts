// The shapes of the content blocks and brand settings that pages are built from (§3 "Content block
// kinds", "Per-storefront brand settings", "Video providers"): the seed writes them, the API hands
// them over (blocks as JSON), the storefront draws them. Isomorphic: no server or browser code here.

/** §3 Video providers. */
export const videoProviders = ['YOUTUBE', 'VIMEO'] as const;
export type VideoProvider = (typeof videoProviders)[number];

/** A video block: the provider's id of the video, its title, and what the visitor will see (a line). */
export type VideoBlockData = { provider: VideoProvider; videoId: string; title: string; description?: string; duration?: string };

/** A numbered "how it works" block: a title and its steps. */
export type StepsBlockData = { title: string; steps: { title: string; text: string }[] };

/** Questions and answers. */
export type FaqBlockData = { title: string; items: { question: string; answer: string }[] };

/**
 * The storefront's promotion block (§3 brand settings): what the promo pop-up and the promotion
 * page show. `id` names this promotion: a visitor who dismissed it is not shown it again, a new id is
 * a new promotion.
 */
export type PromotionBlockData = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  badge: string;
  cta: { title: string; path: string };
  conditions: string[];
};

/** The footer's disclaimer (§2 Footer): collapsed under its link until the visitor opens it. */
export type FooterDisclaimerData = { title: string; paragraphs: string[] };

const ID_RULES: Record<VideoProvider, RegExp> = {
  // YouTube ids are 11 characters of the URL-safe base64 alphabet; Vimeo's are numbers.
  YOUTUBE: /^[A-Za-z0-9_-]{11}$/,
  VIMEO: /^\d{6,12}$/,
};

export type VideoEmbed = VideoBlockData & {
  /** The player the facade loads on click (no cookies before play where the provider allows). */
  embedUrl: string;
  /** The video on the provider's own site: the facade's link without JavaScript. */
  watchUrl: string;
  /** The provider's name as people know it. */
  providerName: string;
  /** The host the player is loaded from, said before the click. */
  host: string;
};

function text(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;
}

/** A video block's data, checked: its provider is one of §3's and its id has that provider's form; null otherwise. */
export function videoEmbed(data: unknown): VideoEmbed | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const provider = videoProviders.find((p) => p === d.provider);
  const title = text(d.title, 120);
  if (!provider || !title || typeof d.videoId !== 'string' || !ID_RULES[provider].test(d.videoId)) return null;
  const id = d.videoId;
  const description = text(d.description, 300) ?? undefined;
  const duration = text(d.duration, 12) ?? undefined;
  const base = { provider, videoId: id, title, description, duration };
  return provider === 'YOUTUBE'
    ? {
        ...base,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
        watchUrl: `https://www.youtube.com/watch?v=${id}`,
        providerName: 'YouTube',
        host: 'youtube-nocookie.com',
      }
    : {
        ...base,
        embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
        watchUrl: `https://vimeo.com/${id}`,
        providerName: 'Vimeo',
        host: 'player.vimeo.com',
      };
}

/** The origins the players are loaded from: the Content-Security-Policy's frame-src allows them. */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
