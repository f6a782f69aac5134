// The rows of a store-wide document's editor (decision 064): each document is shown as a table of
// rows (the footer's links carry their column's title), and the form's rows are put back into the
// document's own shape for the API, which checks them. A row left empty, or marked to remove, is dropped.

export const DOCUMENT_KEYS = ['footerMenu', 'businessMenu', 'trustMarks', 'socialLinks'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const PLACEMENTS = ['header', 'topbar', 'bottombar', 'general'] as const;
export const NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'x'] as const;

export type Column = { name: string; kind: 'text' | 'select' | 'check'; options?: readonly string[] };
export type Row = Record<string, string | boolean>;

export const COLUMNS: Record<DocumentKey, Column[]> = {
  footerMenu: [
    { name: 'column', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'path', kind: 'text' },
    { name: 'newTab', kind: 'check' },
  ],
  businessMenu: [
    { name: 'title', kind: 'text' },
    { name: 'path', kind: 'text' },
    { name: 'newTab', kind: 'check' },
  ],
  trustMarks: [
    { name: 'label', kind: 'text' },
    { name: 'placement', kind: 'select', options: PLACEMENTS },
    { name: 'link', kind: 'text' },
  ],
  socialLinks: [
    { name: 'network', kind: 'select', options: NETWORKS },
    { name: 'url', kind: 'text' },
    { name: 'hidden', kind: 'check' },
  ],
};

/** Empty rows offered below the document's own, to add to it. */
export const ADDED_ROWS: Record<DocumentKey, number> = { footerMenu: 3, businessMenu: 2, trustMarks: 1, socialLinks: 1 };

/** Fields each row carries unseen (kept as they were). */
const KEPT: Record<DocumentKey, string[]> = { footerMenu: ['external'], businessMenu: ['external'], trustMarks: ['id', 'width'], socialLinks: [] };

type Link = { title?: string; path?: string; external?: boolean; newTab?: boolean; children?: Link[] };
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const linkRow = (l: Link, column?: string): Row => ({
  ...(column === undefined ? {} : { column }),
  title: str(l.title),
  path: str(l.path),
  newTab: !!l.newTab,
  external: l.external ? 'true' : '',
});

/** The document as rows, and the head fields of a menu with one (the business menu's own title and link). */
export function rowsOf(key: DocumentKey, data: unknown): { head: Row; rows: Row[] } {
  if (key === 'footerMenu') return { head: {}, rows: ((data as Link[]) ?? []).flatMap((c) => (c.children ?? []).map((l) => linkRow(l, str(c.title)))) };
  if (key === 'businessMenu') {
    const menu = (data as Link) ?? {};
    return { head: { title: str(menu.title), path: str(menu.path) }, rows: (menu.children ?? []).map((l) => linkRow(l)) };
  }
  const rows = ((data as Record<string, unknown>[]) ?? []).map((item) => {
    const row: Row = {};
    for (const c of COLUMNS[key]) row[c.name] = c.kind === 'check' ? !!item[c.name] : str(item[c.name]);
    for (const k of KEPT[key]) row[k] = str(item[k]);
    return row;
  });
  return { head: {}, rows };
}

/** The rows a form sent (`row.<i>.<field>`, `row.<i>.remove`), in order, without the empty or removed ones. */
export function rowsFromForm(key: DocumentKey, form: FormData): Row[] {
  const count = Math.min(Number(form.get('rows')) || 0, 200);
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    if (form.get(`row.${i}.remove`)) continue;
    const row: Row = {};
    for (const c of COLUMNS[key]) row[c.name] = c.kind === 'check' ? !!form.get(`row.${i}.${c.name}`) : String(form.get(`row.${i}.${c.name}`) ?? '');
    for (const k of KEPT[key]) row[k] = String(form.get(`row.${i}.${k}`) ?? '');
    const typed = COLUMNS[key].filter((c) => c.kind === 'text').some((c) => String(row[c.name]).trim());
    if (typed) rows.push(row);
  }
  return rows;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'marchio';

const toLink = (r: Row): Link => {
  const path = String(r.path).trim();
  const external = r.external === 'true' || (r.external === '' && /^https:\/\//.test(path) && !!r.newTab);
  return { title: String(r.title), path, ...(external ? { external: true } : {}), ...(r.newTab ? { newTab: true } : {}) };
};

/** The rows back in the document's own shape. */
export function dataOf(key: DocumentKey, rows: Row[], head: Row = {}): unknown {
  if (key === 'footerMenu') {
    const columns = new Map<string, Link[]>();
    for (const r of rows) {
      const name = String(r.column).trim();
      columns.set(name, [...(columns.get(name) ?? []), toLink(r)]);
    }
    return [...columns].map(([title, children]) => ({ title, path: '', children }));
  }
  if (key === 'businessMenu') return { title: String(head.title ?? ''), path: String(head.path ?? ''), children: rows.map(toLink) };
  if (key === 'trustMarks')
    return rows.map((r) => ({
      id: String(r.id) || slug(String(r.label)),
      label: String(r.label),
      placement: String(r.placement),
      width: Number(r.width) || 80,
      link: String(r.link).trim() || null,
    }));
  return rows.map((r) => ({ network: String(r.network), url: String(r.url), hidden: !!r.hidden }));
}
