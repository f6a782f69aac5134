import { it, expect } from 'vitest';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../../lib/i18n.tsx';
import { uiMessagesIt } from './messages.it.ts';
import { Button, Field, TextArea, Modal, Select, ErrorModal, Spinner, VisuallyHidden } from './index.ts';

it('renders on the server', () => {
  const tree = h(I18nProvider, { value: { locale: 'it', intlLocale: 'it-IT', messages: uiMessagesIt } },
    h(MemoryRouter, null,
      h(Button, { onClick: () => {} }, 'JS'),
      h(Button, { type: 'submit' }, 'Invia'),
      h(Button, { href: '/x', variant: 'secondary' }, 'Link'),
      h(Button, { loading: true, type: 'submit' }, 'Busy'),
      h(Field, { label: 'Email', name: 'email', error: 'Errore', hint: 'Suggerimento' }),
      h(TextArea, { label: 'Nota', name: 'note', limit: 5, defaultValue: 'ciao🎁🎁' }),
      h(Modal, { open: true, onClose: () => {}, title: 'Titolo', withHeader: { onBack: () => {}, logo: 'L' }, footer: 'F' }, 'Body'),
      h(Select, { label: 'Paese', name: 'country', value: 'it', onChange: () => {}, options: [{ id: 'it', label: 'Italia' }, { id: 'nl', label: 'Paesi Bassi' }] }),
      h(ErrorModal, { errors: [], onClose: () => {} }),
      h(Spinner, {}),
      h(VisuallyHidden, null, 'x'),
    ));
  const html = renderToString(tree);
  console.log(html.replace(/></g, '>\n<'));
  expect(html).toContain('disabled=""');
});
