import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { hash, rng } from '../../common/art/util.ts';
import type { VideoEmbed } from '../../common/content-blocks.ts';

// Pairs of the shop's colours for the drawn posters.
const POSTER_COLOURS: [string, string][] = [
  ['#231a33', '#5b4bb7'],
  ['#0f3d3e', '#1f8a84'],
  ['#231a33', '#a82a47'],
  ['#1d3557', '#3d7fd9'],
];

/** The poster the shop draws for a video: a gradient, a few floating gift cards and a dotted band; no image is fetched. */
function VideoPoster({ seed }: { seed: string }) {
  const random = rng(hash(`poster:${seed}`));
  const [from, to] = POSTER_COLOURS[hash(seed) % POSTER_COLOURS.length]!;
  const id = `vp${hash(seed).toString(36)}`;
  const cards = [0, 1, 2].map((i) => ({
    x: 380 + i * 70 + random() * 30,
    y: 70 + i * 60 + random() * 30,
    r: -18 + random() * 36,
    fill: ['#f4a83a', '#d9415d', '#fbf7f2'][i]!,
  }));
  return (
    <svg className="video__poster" viewBox="0 0 640 360" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern id={`${id}-d`} width="18" height="18" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.6" fill="#ffffff" fillOpacity="0.12" />
        </pattern>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-g)`} />
      <rect y="250" width="640" height="110" fill={`url(#${id}-d)`} />
      {cards.map((c, i) => (
        <g key={i} transform={`rotate(${c.r.toFixed(1)} ${c.x + 80} ${c.y + 50})`}>
          <rect x={c.x} y={c.y} width="160" height="101" rx="10" fill={c.fill} fillOpacity="0.92" />
          <rect x={c.x + 14} y={c.y + 70} width="56" height="8" rx="4" fill="#231a33" fillOpacity="0.25" />
        </g>
      ))}
    </svg>
  );
}

/**
 * A video block as a click-to-load facade (§3 "Video providers"; decision 036): the shop's own poster
 * and a play button, and nothing from the provider until the visitor clicks. The click swaps in the
 * provider's player (YouTube's no-cookie host, Vimeo with do-not-track); without JavaScript the link
 * opens the video on the provider's site.
 */
export function VideoFacade({ video, titleId }: { video: VideoEmbed; titleId?: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <figure className="video">
      <div className="video__frame">
        {playing ? (
          <iframe
            ref={frame}
            src={video.embedUrl}
            title={t('video.frameTitle', { title: video.title, provider: video.providerName })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={video.watchUrl}
            className="video__facade"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('video.play', { title: video.title })}
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}
          >
            <VideoPoster seed={`${video.provider}:${video.videoId}`} />
            <span className="video__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </span>
          </a>
        )}
        {!playing && video.duration && <span className="video__duration">{t('video.duration', { duration: video.duration })}</span>}
      </div>
      <figcaption className="video__caption">
        {titleId ? (
          <h2 id={titleId} className="video__title">
            {video.title}
          </h2>
        ) : (
          <span className="video__title">{video.title}</span>
        )}
        {video.description && <span className="video__description">{video.description}</span>}
        <span className="video__note">{t('video.loadsFrom', { host: video.host })}</span>
      </figcaption>
    </figure>
  );
}
