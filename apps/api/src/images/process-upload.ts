import { createHash } from 'node:crypto';
import { imageUploadLimitBytes, imageUploadLimitPixels } from '@shop/contracts/admin-catalog';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { formatsFor, type UploadFormat, uploadFormats, widthsFor } from './image-variants.ts';

/** One stored rendition of an upload. */
export interface ImageRendition {
  readonly width: number;
  readonly height: number;
  readonly format: UploadFormat;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** An upload made ready to store: its hash, its largest rendition's size, own format and every rendition. */
export interface ProcessedUpload {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly format: UploadFormat;
  readonly renditions: readonly ImageRendition[];
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * The format the bytes say they are, by their magic numbers; the file's name and declared type
 * are not asked (a PNG called photo.jpg is a PNG, a text file called photo.jpg is no image).
 */
export function sniffImageFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a box `ftyp` whose major or compatible brands include avif (still) or avis (sequence).
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const end = Math.min(boxSize, bytes.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

function refuse(code: string, status: number, message: string): AppError {
  return new AppError(code, status, message, [{ path: 'file', message }]);
}

/**
 * Checks an uploaded photo and makes its renditions (issue 17): at most 10 MB and 40 megapixels,
 * JPEG, PNG, WebP or AVIF by its bytes, decodable by sharp. `.rotate()` turns it upright by its
 * EXIF orientation first; sharp writes no metadata (EXIF, GPS, XMP) unless asked to, so none of
 * the renditions carries any.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedUpload> {
  const limitMb = imageUploadLimitBytes / 1024 / 1024;
  if (bytes.length > imageUploadLimitBytes) {
    throw refuse('IMAGE_FILE_TOO_LARGE', 413, `file: the photo is larger than ${limitMb} MB`);
  }
  if (bytes.length === 0) throw refuse('BAD_REQUEST', 400, 'file: the upload is empty');
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw refuse(
      'UNSUPPORTED_IMAGE_TYPE',
      415,
      'file: not a JPEG, PNG, WebP or AVIF image (judged by its content, not its name)',
    );
  }
  const input = () => sharp(bytes, { limitInputPixels: imageUploadLimitPixels, failOn: 'error' });
  let upright: { width: number; height: number };
  try {
    const metadata = await input().metadata();
    const decoded = metadata.format === 'heif' ? 'avif' : metadata.format;
    if (decoded !== format) throw new Error(`the bytes start as ${format} but decode as ${decoded}`);
    // Orientations 5-8 swap the sides once the photo is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    upright = swapped
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height };
    if (upright.width * upright.height > imageUploadLimitPixels) {
      throw refuse(
        'IMAGE_TOO_LARGE',
        422,
        `file: the photo has more than ${imageUploadLimitPixels / 1_000_000} megapixels`,
      );
    }
    // Decoding the whole photo once finds a truncated or broken file before anything is stored.
    await input().rotate().raw().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(reason)) {
      throw refuse(
        'IMAGE_TOO_LARGE',
        422,
        `file: the photo has more than ${imageUploadLimitPixels / 1_000_000} megapixels`,
      );
    }
    throw refuse('IMAGE_UNREADABLE', 422, `file: the ${format} image cannot be read (${reason})`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const renditions: ImageRendition[] = [];
  for (const width of widthsFor(upright.width)) {
    const height = Math.max(1, Math.round((upright.height * width) / upright.width));
    for (const target of formatsFor(format)) {
      const pipeline = input().rotate().resize({ width, height, fit: 'fill' });
      const encoded =
        target === 'avif'
          ? pipeline.avif({ quality: 55, effort: 2 })
          : target === 'webp'
            ? pipeline.webp({ quality: 78 })
            : target === 'jpeg'
              ? pipeline.jpeg({ quality: 82, mozjpeg: true })
              : pipeline.png({ compressionLevel: 9 });
      renditions.push({
        width,
        height,
        format: target,
        contentType: uploadFormats[target].contentType,
        bytes: await encoded.toBuffer(),
      });
    }
  }
  // The product's image is as large as its largest rendition: the storefront's width and height.
  const largest = renditions[renditions.length - 1] as ImageRendition;
  return { hash, width: largest.width, height: largest.height, format, renditions };
}
