import { describe, expect, it } from 'vitest';
import { linkTargetsIn, sanitizeRichText } from './rich-text.ts';

/* Issue 17: content pages, widgets and calendar doors are rich text, sanitized on write by an allow-list. */
describe('the rich-text allow-list', () => {
  it('keeps paragraphs, h2-h4, lists, strong, em, links and images as written', () => {
    const html =
      '<h2>Frakt</h2><h3>Inom Sverige</h3><h4>Ombud</h4><p>Vi skickar <strong>samma dag</strong> med <em>PostNord</em>.</p>' +
      '<ul><li>ett</li></ul><ol><li>två</li></ol><p><a href="https://example.se/villkor">villkor</a> och <a href="/kundservice">kundservice</a></p>' +
      '<p><img src="/images/lager.png" alt="Lagret" width="320" height="200" /><img src="https://cdn.example.se/a.png" alt="" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script and style elements with their text', () => {
    expect(sanitizeRichText('<p>Hej</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hej</p>');
  });

  it('removes event attributes such as onerror and onclick, and inline styles', () => {
    expect(
      sanitizeRichText('<img src="/x.png" onerror="alert(1)"><p onclick="x()" style="color:red">t</p>'),
    ).toBe('<img src="/x.png" alt="" /><p>t</p>');
  });

  it('drops javascript:, data: and protocol-relative link targets, whatever their case or spacing', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">länk</a>`), href).toBe('<a>länk</a>');
    }
    expect(sanitizeRichText('<a href="mailto:a@b.se">post</a>')).toBe('<a>post</a>');
  });

  it('lets images come only from the shop itself or over https', () => {
    expect(sanitizeRichText('<img src="http://plain.example/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" alt="" />',
    );
  });

  it('unwraps tags outside the list (div, span, iframe, form) and keeps their text, but not an iframe', () => {
    expect(
      sanitizeRichText('<div><span>text</span></div><iframe src="https://x"></iframe><form><input></form>'),
    ).toBe('text');
  });

  it('gives an image without a text alternative an empty one (decoration), and keeps a written one', () => {
    expect(sanitizeRichText('<img src="/a.png">')).toBe('<img src="/a.png" alt="" />');
    expect(sanitizeRichText('<img src="/a.png" alt="Skal">')).toBe('<img src="/a.png" alt="Skal" />');
  });

  it('turns b, i and h1 into strong, em and h2, since the page has its own h1', () => {
    expect(sanitizeRichText('<h1>T</h1><b>b</b><i>i</i>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>');
  });

  it('keeps the shop placeholders such as {{return_window_days}} as text', () => {
    expect(sanitizeRichText('<p>{{return_window_days}} dagar</p>')).toBe(
      '<p>{{return_window_days}} dagar</p>',
    );
  });
});

/* Decision 026: a link to the cable finder in rich text is a use of the plug's code. */
describe("the rich text's link targets", () => {
  it('reads each link address with its entities decoded, and not the text or images around it', () => {
    const html =
      '<p>usb-c <a href="/sv/sok?plug_a=usb-c&amp;plug_b=aux">kablar</a> <img src="/sv/sok?plug_a=x" alt="" />' +
      '<a>utan adress</a> <a href="https://example.se/">extern</a></p>';
    expect(linkTargetsIn(html)).toEqual(['/sv/sok?plug_a=usb-c&plug_b=aux', 'https://example.se/']);
  });
});
