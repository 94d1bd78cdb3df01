import type { ResponsiveImage as ResponsiveSources } from '@shop/contracts/product';
import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  readonly src: string;
  /** Empty for an image beside the product's name (a card, a thumbnail): it would say it twice. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** An uploaded photo's renditions; a seeded drawing has none and stays one plain <img>. */
  readonly responsive?: ResponsiveSources | undefined;
  /** How wide the image is shown, as the `sizes` attribute says it (e.g. "(max-width: 576px) 50vw, 240px"). */
  readonly sizes: string;
}

/**
 * A product image (issue 17). An uploaded photo is a `<picture>`: AVIF and WebP sources and its
 * own format as the `<img>` fallback, each with every width so the browser takes the smallest that
 * is sharp; width and height keep its box before it loads (no layout shift). A drawing (SVG)
 * scales by itself and renders as the plain `<img>` it always was.
 */
export function ResponsiveImage({ responsive, sizes, ...image }: ResponsiveImageProps) {
  // The attributes keep the caller's order (alt is already in it), so a drawing's markup is what
  // it was before photos.
  if (!responsive) return <img {...image} alt={image.alt} />;
  return (
    <picture className="responsive-picture">
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img {...image} alt={image.alt} srcSet={responsive.srcset} sizes={sizes} />
    </picture>
  );
}

/** Cards fill a grid cell: half the screen on a phone (two columns), about 240 px wider up. */
export const cardImageSizes = '(max-width: 576px) 50vw, 240px';
/** The product page's stage: the whole width on a phone and tablet, about 640 px beside the buy box. */
export const galleryImageSizes = '(max-width: 830px) 100vw, 640px';
