import {
  adminProductImageParamsSchema,
  adminProductParamsSchema,
  imageDeleteQuerySchema,
  imageOrderBodySchema,
  imageUploadLimitBytes,
  imageUploadQuerySchema,
} from '@shop/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { parseInput } from '../../http/parse.ts';
import { processUpload } from '../../images/process-upload.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { addProductImage, orderProductImages, removeProductImage } from '../catalog/product-images.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { answerWrite } from './admin-catalog.routes.ts';

/** The photo of a multipart request's `file` field, refused past the limit before it is all read. */
async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest('file: send the photo as multipart/form-data, in a field named file', [
      { path: 'file', message: 'send the photo as multipart/form-data' },
    ]);
  }
  const file = await request.file({ limits: { fileSize: imageUploadLimitBytes, files: 1 } });
  if (!file) {
    throw badRequest('file: the upload has no file: send the photo in a field named file', [
      { path: 'file', message: 'missing' },
    ]);
  }
  const message = `the photo is larger than ${imageUploadLimitBytes / 1024 / 1024} MB`;
  const tooLarge = new AppError('IMAGE_FILE_TOO_LARGE', 413, `file: ${message}`, [{ path: 'file', message }]);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw error;
  }
  // The stream marks a cut file after its last chunk has been read: a cut photo is too large too.
  if (file.file.truncated) throw tooLarge;
  return bytes;
}

/** Product photos (issue 17, docs/decisions/022-product-images.md). */
export function adminImageHandlers(deps: CatalogWriteDeps): AdminHandlers {
  return {
    'POST /api/admin/products/{id}/images': async (call) => {
      const { id } = parseInput(adminProductParamsSchema, call.request.params, 'path');
      const { version } = parseInput(imageUploadQuerySchema, call.request.query, 'query');
      const exists = await deps.db
        .selectFrom('products')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw notFound(`No product ${id}`);
      const upload = await processUpload(await readUploadedPhoto(call.request));
      return answerWrite(call.reply, await addProductImage(deps, memberOf(call).actor, id, upload, version));
    },

    'DELETE /api/admin/products/{id}/images/{imageId}': async (call) => {
      const { id, imageId } = parseInput(adminProductImageParamsSchema, call.request.params, 'path');
      const { version } = parseInput(imageDeleteQuerySchema, call.request.query, 'query');
      return answerWrite(
        call.reply,
        await removeProductImage(deps, memberOf(call).actor, id, imageId, version),
      );
    },

    'PUT /api/admin/products/{id}/images/order': async (call) => {
      const { id } = parseInput(adminProductParamsSchema, call.request.params, 'path');
      const body = parseInput(imageOrderBodySchema, call.request.body, 'body');
      return answerWrite(call.reply, await orderProductImages(deps, memberOf(call).actor, id, body));
    },
  };
}
