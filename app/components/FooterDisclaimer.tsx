type Disclaimer = { title: string; paragraphs: string[] };

/**
 * The footer's disclaimer (§2 Footer, "hidden disclaimer link"; decision 036): only its link shows
 * until the visitor opens it, and the text unfolds below the footer's legal line. A native disclosure:
 * it opens without JavaScript, and assistive technology announces it as collapsed or expanded.
 */
export function FooterDisclaimer({ disclaimer }: { disclaimer: Disclaimer }) {
  return (
    <details className="footer-disclaimer">
      <summary>
        <span>{disclaimer.title}</span>
      </summary>
      <div className="footer-disclaimer__text">
        {disclaimer.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </details>
  );
}
