import { type CSSProperties, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  ActionEmphasis,
  MailAmount,
  MailBlock,
  MailContent,
  MailFact,
  MailItem,
} from './mail-content.ts';

// No JSX: the server runs its TypeScript by stripping types, which leaves JSX untouched.
const h = createElement;

/*
 * Colours checked against WCAG AA (4.5:1 for text): ink on white 15.9, muted on white 6.4 and on
 * the page 5.8, brand ink on the theme colour 6.8. White on the theme colour is only 2.3, so
 * text on the theme colour is dark.
 */
const colors = {
  page: '#f1f4f6',
  card: '#ffffff',
  ink: '#1d2328',
  muted: '#566069',
  rule: '#e1e6ea',
  brand: '#1fbfc0',
  brandInk: '#05292a',
  link: '#0a6365',
} as const;

const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text: CSSProperties = { fontFamily, color: colors.ink, fontSize: '16px', lineHeight: '24px' };
const small: CSSProperties = { fontFamily, color: colors.muted, fontSize: '13px', lineHeight: '20px' };
const cellReset = { cellPadding: 0, cellSpacing: 0, border: 0 } as const;

/** The whole mail as an HTML document (table layout and inline styles: what mail clients render). */
export function renderMailHtml(content: MailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(h(MailDocument, { content }))}`;
}

function MailDocument({ content }: { content: MailContent }): ReactNode {
  return h(
    'html',
    { lang: content.lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('title', null, content.subject),
    ),
    h(
      'body',
      { style: { margin: 0, padding: 0, backgroundColor: colors.page } },
      h(Preheader, { text: content.preheader }),
      h(
        'table',
        { role: 'presentation', width: '100%', ...cellReset, style: { backgroundColor: colors.page } },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              { align: 'center', style: { padding: '24px 12px' } },
              h(MailCard, { content }),
              h(Footer, { text: content.footer }),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Hidden in the mail, shown by the inbox after the subject. */
function Preheader({ text: preheader }: { text: string }): ReactNode {
  // mso-hide: Outlook ignores display: none.
  const hidden: CSSProperties & { msoHide: string } = {
    display: 'none',
    maxHeight: 0,
    maxWidth: 0,
    overflow: 'hidden',
    opacity: 0,
    fontSize: '1px',
    lineHeight: '1px',
    color: colors.page,
    msoHide: 'all',
  };
  return h('div', { style: hidden }, preheader);
}

function MailCard({ content }: { content: MailContent }): ReactNode {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      ...cellReset,
      style: { maxWidth: '600px', backgroundColor: colors.card, borderRadius: '8px', overflow: 'hidden' },
    },
    h(
      'tbody',
      null,
      h('tr', null, h(BrandHeader, { brand: content.brand })),
      h(
        'tr',
        null,
        h(
          'td',
          { style: { padding: '32px 32px 8px' } },
          h(
            'h1',
            { style: { ...text, margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', fontWeight: 700 } },
            content.title,
          ),
          content.blocks.map((block, index) => h(Block, { key: index, block })),
        ),
      ),
    ),
  );
}

/** A text logo on the theme colour: no external image, so nothing to block or to track. */
function BrandHeader({ brand }: { brand: string }): ReactNode {
  return h(
    'td',
    { style: { backgroundColor: colors.brand, padding: '20px 32px' } },
    h(
      'span',
      {
        style: {
          fontFamily,
          color: colors.brandInk,
          fontSize: '22px',
          lineHeight: '28px',
          fontWeight: 700,
          letterSpacing: '0.5px',
        },
      },
      brand,
    ),
  );
}

function Footer({ text: footer }: { text: string }): ReactNode {
  return h(
    'table',
    { role: 'presentation', width: '100%', ...cellReset, style: { maxWidth: '600px' } },
    h(
      'tbody',
      null,
      h('tr', null, h('td', { align: 'center', style: { ...small, padding: '16px 32px' } }, footer)),
    ),
  );
}

function Block({ block }: { block: MailBlock }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return h('p', { style: { ...text, margin: '0 0 16px' } }, block.text);
    case 'heading':
      return h(
        'h2',
        {
          style: {
            ...text,
            margin: '24px 0 8px',
            paddingTop: '16px',
            borderTop: `1px solid ${colors.rule}`,
            fontSize: '18px',
            fontWeight: 700,
          },
        },
        block.text,
      );
    case 'facts':
      return h(FactsTable, { rows: block.rows });
    case 'items':
      return h(ItemsTable, { rows: block.rows });
    case 'amounts':
      return h(AmountsTable, { rows: block.rows });
    case 'address':
      return h(AddressLines, { label: block.label, lines: block.lines });
    case 'action':
      return h(ActionButton, { label: block.label, href: block.href, emphasis: block.emphasis });
    case 'note':
      return h('p', { style: { ...small, margin: '0 0 16px' } }, block.text);
  }
}

function FactsTable({ rows }: { rows: readonly MailFact[] }): ReactNode {
  return h(
    'table',
    { role: 'presentation', width: '100%', ...cellReset, style: { marginBottom: '16px' } },
    h(
      'tbody',
      null,
      rows.map((row, index) =>
        h(
          'tr',
          { key: index },
          // The label has the value's line height, so both sit on one baseline.
          h(
            'td',
            {
              valign: 'top',
              style: { ...small, lineHeight: text.lineHeight, padding: '2px 12px 2px 0', width: '40%' },
            },
            row.label,
          ),
          h(
            'td',
            {
              valign: 'top',
              style: {
                ...text,
                padding: '2px 0',
                fontWeight: 600,
                whiteSpace: row.keepOnOneLine ? 'nowrap' : 'normal',
              },
            },
            row.value,
          ),
        ),
      ),
    ),
  );
}

function ItemsTable({ rows }: { rows: readonly MailItem[] }): ReactNode {
  return h(
    'table',
    { role: 'presentation', width: '100%', ...cellReset, style: { marginBottom: '8px' } },
    h(
      'tbody',
      null,
      rows.map((row, index) =>
        h(
          'tr',
          { key: index },
          h(
            'td',
            {
              valign: 'top',
              style: { ...text, padding: '8px 8px 8px 0', width: '48px', whiteSpace: 'nowrap' },
            },
            `${row.quantity} ×`,
          ),
          h(
            'td',
            { valign: 'top', style: { ...text, padding: '8px 8px 8px 0' } },
            row.name,
            row.detail === null ? null : h('div', { style: small }, row.detail),
          ),
          row.amount === null
            ? null
            : h(
                'td',
                { valign: 'top', align: 'right', style: { ...text, padding: '8px 0', whiteSpace: 'nowrap' } },
                row.amount,
              ),
        ),
      ),
    ),
  );
}

const amountStyles: Readonly<Record<MailAmount['emphasis'], CSSProperties>> = {
  plain: { ...text, padding: '4px 0' },
  total: {
    ...text,
    padding: '8px 0 4px',
    fontWeight: 700,
    fontSize: '18px',
    borderTop: `2px solid ${colors.ink}`,
  },
  included: { ...small, padding: '0' },
};

function AmountsTable({ rows }: { rows: readonly MailAmount[] }): ReactNode {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      ...cellReset,
      style: { marginBottom: '16px', borderTop: `1px solid ${colors.rule}` },
    },
    h(
      'tbody',
      null,
      rows.map((row, index) =>
        h(
          'tr',
          { key: index },
          h('td', { style: amountStyles[row.emphasis] }, row.label),
          h(
            'td',
            { align: 'right', style: { ...amountStyles[row.emphasis], whiteSpace: 'nowrap' } },
            row.value,
          ),
        ),
      ),
    ),
  );
}

function AddressLines({ label, lines }: { label: string; lines: readonly string[] }): ReactNode {
  return h(
    'div',
    { style: { margin: '0 0 16px' } },
    h('div', { style: { ...small, fontWeight: 700 } }, label),
    lines.map((line, index) => h('div', { key: index, style: text }, line)),
  );
}

const buttonStyles: Readonly<Record<ActionEmphasis, { cell: CSSProperties; link: CSSProperties }>> = {
  primary: {
    cell: { backgroundColor: colors.brand, borderRadius: '6px' },
    link: { color: colors.brandInk, border: `2px solid ${colors.brand}` },
  },
  secondary: {
    cell: { backgroundColor: colors.card, borderRadius: '6px' },
    link: { color: colors.link, border: `2px solid ${colors.link}` },
  },
};

/** A "bulletproof" button: a padded link in a coloured cell, which Outlook draws too. */
function ActionButton({
  label,
  href,
  emphasis,
}: {
  label: string;
  href: string;
  emphasis: ActionEmphasis;
}): ReactNode {
  const style = buttonStyles[emphasis];
  return h(
    'table',
    { role: 'presentation', ...cellReset, style: { margin: '8px 0 24px' } },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          { style: style.cell },
          h(
            'a',
            {
              href,
              target: '_blank',
              rel: 'noopener',
              style: {
                ...style.link,
                display: 'inline-block',
                padding: '12px 24px',
                borderRadius: '6px',
                fontFamily,
                fontSize: '16px',
                lineHeight: '20px',
                fontWeight: 700,
                textDecoration: 'none',
              },
            },
            label,
          ),
        ),
      ),
    ),
  );
}
