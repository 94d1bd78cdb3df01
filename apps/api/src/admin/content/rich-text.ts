import sanitizeHtml from 'sanitize-html';

/**
 * The rich text staff may give a content page, a widget or a calendar door (issue 17). The
 * storefront renders it as HTML, so it is cleaned on write, by this allow-list and nothing else:
 * paragraphs, sub-headings h2-h4, lists, emphasis, links to http(s) or to a path of the shop, and
 * images from the shop itself or over https. Everything else (script, style, iframe, event
 * attributes such as onerror, javascript: and data: URLs, inline styles) is removed. The parser
 * is the kept library `sanitize-html` (htmlparser2), pinned exactly in apps/api/package.json.
 */
export const richTextTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'img',
  'br',
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  // Links: http(s) or a path without a scheme; images: https or the shop's own paths.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" is another site's address written without a scheme, not a path of the shop.
  allowProtocolRelative: false,
  // script, style, textarea and the like go with their text; other refused tags leave their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    // An image needs a text alternative (WCAG 1.1.1): without one it is taken as decoration.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' || frame.tag === 'img') && !hasAllowedUrl(frame),
};

function hasAllowedUrl(frame: sanitizeHtml.IFrame): boolean {
  const url = frame.tag === 'a' ? frame.attribs.href : frame.attribs.src;
  // A link without its address is kept as its text; an image without its source is dropped.
  if (url === undefined) return frame.tag === 'a';
  return url.trim() !== '';
}

/** The HTML as the storefront may show it: only the allow-list's tags, attributes and URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The addresses the rich text's links lead to (`<a href>`), as the parser reads them (entities
 * such as `&amp;` decoded), so a check can look at each link rather than at the text around it.
 */
export function linkTargetsIn(html: string): string[] {
  const targets: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href !== undefined) targets.push(attribs.href);
        return { tagName, attribs };
      },
    },
  });
  return targets;
}
