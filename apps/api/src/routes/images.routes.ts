import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { badRequest, notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { parseImageFileName } from '../images/image-variants.ts';
import { renderBrandLogo, renderIllustration, renderPlug } from '../images/product-illustration.ts';
import { findImageFile } from '../repositories/image-files.repository.ts';
import {
  findBrandLogo,
  findCategoryIcon,
  findProductImageSubject,
} from '../repositories/images.repository.ts';

const imageFileSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'file must be a name such as 12.svg'),
});

/**
 * Not shown in the spec: GET /api/images/{file}. Image URLs stand alone (no locale or sid), so
 * <img> tags and crawlers can load them; the drawings are cached by browsers for a day.
 */
export function imagesRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  const render = async (name: string): Promise<string | undefined> => {
    const product = /^(\d+)$/.exec(name);
    if (product) {
      const subject = await findProductImageSubject(catalog.db, Number(product[1]));
      return subject && renderIllustration({ ...subject, size: subject.width }, subject.name);
    }
    const category = /^category-(\d+)$/.exec(name);
    if (category) {
      const found = await findCategoryIcon(catalog.db, Number(category[1]));
      return (
        found &&
        renderIllustration({ kind: found.icon, color: '#1fbfc0', view: 'front', size: 300 }, found.name)
      );
    }
    const brand = /^brand-(\d+)$/.exec(name);
    if (brand) {
      const found = await findBrandLogo(catalog.db, Number(brand[1]));
      return found && renderBrandLogo(found.name, found.color);
    }
    const plug = /^plug-([a-z0-9-]+)$/.exec(name);
    return plug ? renderPlug(plug[1] ?? '') : undefined;
  };

  return async (api) => {
    // Issue 17: an uploaded photo's renditions. The URL names the uploaded bytes' hash, so its
    // answer never changes: browsers and CDNs keep it a year without asking again.
    api.get('/images/p/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      const key = parseImageFileName(file);
      if (!key) throw badRequest('file must be {hash}-{width}.{avif|webp|jpg|png}');
      const etag = `"${key.hash}-${key.width}-${key.format}"`;
      const found = await findImageFile(catalog.db, key);
      if (!found) throw notFound(`No image ${file}`);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(found.content_type).send(found.bytes);
    });

    api.get('/images/:file', async (request, reply) => {
      const { file } = parseInput(imageFileSchema, request.params, 'path');
      const name = file.slice(0, -'.svg'.length);
      const svg = await catalog.cache.get(`image:${name}`, async () => (await render(name)) ?? null);
      if (svg === null) throw notFound(`No image ${file}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    });
  };
}
