import { useT } from '../../lib/i18n.tsx';

// The recipe of server/modules/doubler/pick.ts, for people: what anyone can do with the published seed and entries.
const PYTHON = `import hashlib
seed = "…"
seed_hash = "…"
entry_ids = [3, 7, 12]
passed_over = set()

assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == seed_hash
ids, r = sorted(entry_ids), 0
while ids:
    h = hashlib.sha256(f"{seed}:{','.join(map(str, ids))}:{r}".encode()).hexdigest()
    pick = ids[int(h, 16) % len(ids)]
    if pick not in passed_over:
        print("winner:", pick)
        break
    ids.remove(pick)
    r += 1`;

/** How to check a draw by hand (or with a few lines of Python, or `npm run doubler -- verify`). */
export function VerifyHelp() {
  const t = useT();
  return (
    <section className="doubler-verify" aria-labelledby="doubler-verify-title">
      <h2 id="doubler-verify-title">{t('doubler.verify.title')}</h2>
      <p>{t('doubler.verify.intro')}</p>
      <ol>
        <li>{t('doubler.verify.1')}</li>
        <li>{t('doubler.verify.2')}</li>
        <li>{t('doubler.verify.3')}</li>
        <li>{t('doubler.verify.4')}</li>
      </ol>
      <details>
        <summary>{t('doubler.verify.code')}</summary>
        <pre className="doubler-pre" tabIndex={0}>
          <code>{PYTHON}</code>
        </pre>
      </details>
    </section>
  );
}
