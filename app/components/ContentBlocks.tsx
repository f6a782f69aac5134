import { useId } from 'react';
import { videoEmbed, type FaqBlockData, type StepsBlockData } from '../../common/content-blocks.ts';
import { VideoFacade } from './VideoFacade.tsx';

/** A block of a queue as getBlocksQueue gives it (its data is JSON in the contract). */
export type ContentBlockData = { id: string; kind: string; data: unknown };

function StepsBlock({ data }: { data: StepsBlockData }) {
  const id = useId();
  return (
    <section className="section content-steps" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {data.title}
      </h2>
      <ol className="content-steps__list">
        {data.steps.map((s) => (
          <li key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FaqBlock({ data }: { data: FaqBlockData }) {
  const id = useId();
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {data.title}
      </h2>
      {data.items.map((q) => (
        <details key={q.question} className="faq">
          <summary>{q.question}</summary>
          <p>{q.answer}</p>
        </details>
      ))}
    </section>
  );
}

/** A video block: the facade, the video's own title the section's heading. */
export function VideoBlock({ data, className = 'section' }: { data: unknown; className?: string }) {
  const id = useId();
  const video = videoEmbed(data);
  if (!video) return null;
  return (
    <section className={`${className} video-block`} aria-labelledby={id}>
      <VideoFacade video={video} titleId={id} />
    </section>
  );
}

/** The blocks of a content page, in their queue's order; a kind this page does not know is left out. */
export function ContentBlocks({ blocks }: { blocks: ContentBlockData[] }) {
  return (
    <>
      {blocks.map((b) => {
        if (b.kind === 'steps') return <StepsBlock key={b.id} data={b.data as StepsBlockData} />;
        if (b.kind === 'faq') return <FaqBlock key={b.id} data={b.data as FaqBlockData} />;
        if (b.kind === 'video') return <VideoBlock key={b.id} data={b.data} />;
        return null;
      })}
    </>
  );
}
