import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { renderBrandLogo, renderIllustration, renderPlug } from '../images/product-illustration.ts';
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
