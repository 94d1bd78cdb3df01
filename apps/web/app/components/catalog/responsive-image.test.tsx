// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';
import { cardImageSizes, ResponsiveImage } from './responsive-image.tsx';

const photo = {
  sources: [
    {
      type: 'image/avif' as const,
      srcset: '/api/images/p/abc-160.avif 160w, /api/images/p/abc-320.avif 320w',
    },
    {
      type: 'image/webp' as const,
      srcset: '/api/images/p/abc-160.webp 160w, /api/images/p/abc-320.webp 320w',
    },
  ],
  srcset: '/api/images/p/abc-160.jpg 160w, /api/images/p/abc-320.jpg 320w',
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('product pictures (issue 17: srcset/sizes, width and height, no layout shift)', () => {
  it('renders an uploaded photo as a <picture> with AVIF and WebP sources and an <img> fallback that keeps its box', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        className="product-card__image"
        src="/api/images/p/abc-320.jpg"
        alt=""
        width={320}
        height={480}
        loading="lazy"
        responsive={photo}
        sizes={cardImageSizes}
      />,
    );
    const page = parse(html);
    const sources = [...page.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(photo.sources[0]?.srcset);
    expect(sources.every((source) => source.getAttribute('sizes') === cardImageSizes)).toBe(true);
    const img = page.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/api/images/p/abc-320.jpg');
    expect(img?.getAttribute('srcset')).toBe(photo.srcset);
    expect(img?.getAttribute('sizes')).toBe(cardImageSizes);
    expect(img?.getAttribute('width')).toBe('320');
    expect(img?.getAttribute('height')).toBe('480');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('class')).toBe('product-card__image');
  });

  it('renders a seeded drawing as the one plain <img> it was, attributes in the same order', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        className="product-card__image"
        src="/api/images/7.svg"
        alt=""
        width={400}
        height={400}
        loading="lazy"
        fetchPriority="auto"
        decoding="async"
        sizes={cardImageSizes}
      />,
    );
    expect(html).toBe(
      '<img class="product-card__image" src="/api/images/7.svg" alt="" width="400" height="400" loading="lazy" fetchPriority="auto" decoding="async"/>',
    );
  });

  it("gives the product page's stage and thumbnails the photo's sources", () => {
    const html = renderToStaticMarkup(
      <ProductGallery
        images={[
          { url: '/api/images/p/abc-320.jpg', width: 320, height: 480, responsive: photo },
          { url: '/api/images/9.svg', width: 1200, height: 1200 },
        ]}
        alt="Skärm"
        labels={{ thumbnails: 'Bilder', show: (index) => `Visa bild ${index}` }}
      />,
    );
    const page = parse(html);
    const stage = page.querySelector('.gallery__stage picture img');
    expect(stage?.getAttribute('alt')).toBe('Skärm');
    expect(stage?.getAttribute('width')).toBe('320');
    expect(stage?.getAttribute('sizes')).toContain('640px');
    expect(page.querySelectorAll('.gallery__stage source')).toHaveLength(2);
    const thumbs = [...page.querySelectorAll('.gallery__thumb')];
    expect(thumbs[0]?.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toBe('64px');
    expect(thumbs[1]?.querySelector('picture')).toBeNull();
    expect(thumbs[1]?.querySelector('img')?.getAttribute('src')).toBe('/api/images/9.svg');
  });
});
