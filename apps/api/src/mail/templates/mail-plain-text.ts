import type { MailBlock, MailContent, MailItem } from './mail-content.ts';

/**
 * The plain-text part of a mail, drawn from the same content as the HTML part (not converted from
 * it): a title, blocks separated by blank lines, links written out, and the footer.
 */
export function renderMailText(content: MailContent): string {
  const blocks = content.blocks.map(blockText);
  return [underline(content.title, '='), ...blocks, `--\n${content.footer}`].join('\n\n').concat('\n');
}

function underline(heading: string, mark: '=' | '-'): string {
  return `${heading}\n${mark.repeat(heading.length)}`;
}

function itemText(item: MailItem): string {
  const units = `${item.quantity} × ${item.name}`;
  return item.amount === null ? units : `${units} … ${item.amount}`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'heading':
      return underline(block.text, '-');
    case 'facts':
    case 'amounts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'items':
      return block.rows.map(itemText).join('\n');
    case 'address':
      return [`${block.label}:`, ...block.lines].join('\n');
    case 'action':
      return `${block.label}: ${block.href}`;
  }
}
