import { describe, expect, it } from 'vitest';
import { dataOf, rowsFromForm, rowsOf } from './document-rows.ts';

// The editor's rows and a document's own shape (decision 064): what is shown and sent back unchanged
// is the document as it was; an empty or removed row is dropped; a new trust mark gets its id.

const footer = [
  { title: 'Carte regalo', path: '', children: [{ title: 'Tutte', path: '/carte-regalo/' }] },
  {
    title: 'Donami',
    path: '',
    children: [
      { title: 'Blog', path: 'https://www.donami.it/blog/' },
      { title: 'Instagram', path: 'https://www.instagram.com/donami.it', external: true, newTab: true },
    ],
  },
];
const marks = [{ id: 'consegna-rapida', label: 'Consegna in 1 ora', placement: 'header', width: 80, link: '/consegna/' }];

/** The form a browser sends for rows as the editor shows them. */
function formOf(rows: Record<string, string | boolean>[]): FormData {
  const form = new FormData();
  form.set('rows', String(rows.length));
  rows.forEach((row, i) => {
    for (const [k, v] of Object.entries(row)) if (v !== false) form.set(`row.${i}.${k}`, v === true ? 'on' : v);
  });
  return form;
}

describe('a document as the editor’s rows', () => {
  it('gives back the footer menu, columns and flags as they were', () => {
    const { rows } = rowsOf('footerMenu', footer);
    expect(rows.map((r) => r.column)).toEqual(['Carte regalo', 'Donami', 'Donami']);
    expect(dataOf('footerMenu', rowsFromForm('footerMenu', formOf(rows)))).toEqual(footer);
  });

  it('gives back the business menu with its own title and link', () => {
    const menu = { title: 'Per le aziende', path: '/azienda/', children: [{ title: 'Preventivo', path: '/azienda/#preventivo' }] };
    const { head, rows } = rowsOf('businessMenu', menu);
    expect(dataOf('businessMenu', rowsFromForm('businessMenu', formOf(rows)), head)).toEqual(menu);
  });

  it('drops an empty or removed row, and names a new trust mark from its text', () => {
    const { rows } = rowsOf('trustMarks', marks);
    const form = formOf([
      { ...rows[0]!, remove: true },
      { label: 'Spedito oggi già', placement: 'topbar', link: '' },
      { label: '  ', placement: 'header', link: '' },
    ]);
    expect(dataOf('trustMarks', rowsFromForm('trustMarks', form))).toEqual([
      { id: 'spedito-oggi-gia', label: 'Spedito oggi già', placement: 'topbar', width: 80, link: null },
    ]);
  });

  it('keeps a social link hidden or shown as ticked', () => {
    const links = [{ network: 'x', url: 'https://x.com/donami_it', hidden: true }];
    const { rows } = rowsOf('socialLinks', links);
    expect(dataOf('socialLinks', rowsFromForm('socialLinks', formOf(rows)))).toEqual(links);
    expect(dataOf('socialLinks', rowsFromForm('socialLinks', formOf([{ ...rows[0]!, hidden: false }])))).toEqual([{ ...links[0], hidden: false }]);
  });
});
