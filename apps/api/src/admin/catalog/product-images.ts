import type { ImageOrderBody } from '@shop/contracts/admin-catalog';
import { ImageType } from '@shop/contracts/product';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ProcessedUpload } from '../../images/process-upload.ts';
import { isUniqueViolation } from '../../orders/transactions.ts';
import { deleteUnusedImageFiles, storeImageFiles } from '../../repositories/image-files.repository.ts';
import type { Actor } from '../audit.ts';
import { type CatalogWriteDeps, type ProductWriteOutcome, writeProduct } from './product-writes.ts';

async function productImageIds(db: Kysely<Database>, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function nextImageId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product_images')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * Staff add a photo to a product (issue 17): its renditions (made before, outside the
 * transaction: encoding is slow) are stored by content hash, and a product image after the last
 * links to them; with the product's version, audit entry and change announcement in one
 * transaction, as every product write.
 */
export async function addProductImage(
  deps: CatalogWriteDeps,
  actor: Actor,
  productId: number,
  upload: ProcessedUpload,
  version: number | undefined,
): Promise<ProductWriteOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeProduct(deps, actor, productId, {
        action: 'product.image.add',
        version,
        work: async (trx) => {
          await storeImageFiles(trx, upload.hash, upload.renditions, deps.now());
          const last = await trx
            .selectFrom('product_images')
            .select((eb) => eb.fn.max('sort_order').as('max'))
            .where('product_id', '=', productId)
            .executeTakeFirst();
          await trx
            .insertInto('product_images')
            .values({
              id: await nextImageId(trx),
              product_id: productId,
              image_type: ImageType.Gallery,
              sort_order: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
              width: upload.width,
              height: upload.height,
              view: 'photo',
              upload_hash: upload.hash,
              upload_format: upload.format,
            })
            .execute();
        },
      });
    } catch (error) {
      // Two uploads at once took the same image id, or stored the same photo: the later runs again.
      const raced = isUniqueViolation(error, 'product_images') || isUniqueViolation(error, 'image_files');
      if (attempt < 3 && raced) continue;
      throw error;
    }
  }
}

/** Staff remove an image; its renditions go too when no other image uses the same photo. */
export async function removeProductImage(
  deps: CatalogWriteDeps,
  actor: Actor,
  productId: number,
  imageId: number,
  version: number | undefined,
): Promise<ProductWriteOutcome> {
  const found = await deps.db
    .selectFrom('product_images')
    .select(['id', 'upload_hash'])
    .where('id', '=', imageId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!found) throw notFound(`Product ${productId} has no image ${imageId}`);
  return writeProduct(deps, actor, productId, {
    action: 'product.image.remove',
    version,
    work: async (trx) => {
      const removed = await trx
        .deleteFrom('product_images')
        .where('id', '=', imageId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0)
        throw notFound(`Product ${productId} has no image ${imageId}`);
      if (found.upload_hash) await deleteUnusedImageFiles(trx, found.upload_hash);
    },
  });
}

/** Staff put a product's images in a new order: every image id of the product, once each. */
export async function orderProductImages(
  deps: CatalogWriteDeps,
  actor: Actor,
  productId: number,
  body: ImageOrderBody,
): Promise<ProductWriteOutcome> {
  return writeProduct(deps, actor, productId, {
    action: 'product.image.order',
    version: body.version,
    work: async (trx) => {
      const current = await productImageIds(trx, productId);
      const given = body.image_ids;
      const same =
        given.length === current.length &&
        new Set(given).size === given.length &&
        given.every((id) => current.includes(id));
      if (!same) {
        const message = `must list every image of product ${productId} once: ${current.join(', ') || 'it has none'}`;
        throw new AppError('BAD_IMAGE_ORDER', 422, `image_ids: ${message}`, [{ path: 'image_ids', message }]);
      }
      for (const [index, id] of given.entries()) {
        await trx.updateTable('product_images').set({ sort_order: index }).where('id', '=', id).execute();
      }
    },
  });
}
