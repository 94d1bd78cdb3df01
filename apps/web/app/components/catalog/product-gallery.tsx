import type { ResponsiveImage as ResponsiveSources } from '@shop/contracts/product';
import { useState } from 'react';
import { galleryImageSizes, ResponsiveImage } from './responsive-image.tsx';

export interface GalleryImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** A smaller rendition for the thumbnail row, when the provider has one. */
  readonly thumbUrl?: string | undefined;
  /** An uploaded photo's renditions (issue 17): the stage and the thumbnail pick their widths. */
  readonly responsive?: ResponsiveSources | undefined;
}

interface ProductGalleryProps {
  readonly images: readonly GalleryImage[];
  readonly alt: string;
  readonly labels: { readonly thumbnails: string; readonly show: (index: number) => string };
}

/**
 * The product images: one large stage and a row of thumbnails. The stage keeps a square box with
 * the image's own width and height, so switching images never moves the page (CLS).
 */
export function ProductGallery({ images, alt, labels }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <figure className="gallery__stage">
        <ResponsiveImage
          src={current.url}
          alt={alt}
          width={current.width}
          height={current.height}
          // The first image is the page's largest paint: fetch it first, never lazily.
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          decoding="async"
          responsive={current.responsive}
          sizes={galleryImageSizes}
        />
      </figure>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={labels.thumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={labels.show(index + 1)}
                onClick={() => setSelected(index)}
              >
                <ResponsiveImage
                  src={image.thumbUrl ?? image.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  responsive={image.thumbUrl ? undefined : image.responsive}
                  sizes="64px"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
