import {
  type CategoryChildrenResponse,
  categoryByPathQuerySchema,
  categoryChildrenBodySchema,
  categoryChildrenQuerySchema,
  productCategoriesQuerySchema,
} from '@shop/contracts/categories';
import type { FastifyPluginAsync } from 'fastify';
import { cachedJson } from '../catalog/catalog-context.ts';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { parseInput } from '../http/parse.ts';
import { sendJson } from '../http/send-json.ts';
import { findCategoryMembers } from '../repositories/categories.repository.ts';
import { loadCategoryTree, toCategory } from '../use-cases/category-tree.ts';
import { getCategoryPage } from '../use-cases/get-listing-pages.ts';

export function categoriesRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  return async (api) => {
    // Spec 7: GET /api/product-categories: v=2&main_menu=true the main menu, v=2 the full tree.
    api.get('/product-categories', async (request, reply) => {
      const {
        locale,
        main_menu: mainMenu,
        nc,
      } = parseInput(productCategoriesQuerySchema, request.query, 'query');
      const json = await cachedJson(catalog, `categories:${locale}:${mainMenu === true}`, nc, async () => {
        const tree = await loadCategoryTree(catalog, locale);
        return mainMenu
          ? tree.roots.filter((node) => node.row.show_in_menu === 1).map((node) => toCategory(node, 0))
          : tree.roots.map((node) => toCategory(node, Number.POSITIVE_INFINITY));
      });
      return sendJson(request, reply, json);
    });

    // Spec 7: POST /api/category-children -> category id -> the given products in it.
    api.post(
      '/category-children',
      { bodyLimit: 64 * 1024 },
      async (request): Promise<CategoryChildrenResponse> => {
        parseInput(categoryChildrenQuerySchema, request.query, 'query');
        const body = parseInput(categoryChildrenBodySchema, request.body, 'body');
        const members = await findCategoryMembers(catalog.db, body.productIDs, body.Categories);
        const result: CategoryChildrenResponse = Object.fromEntries(
          body.Categories.map((id) => [String(id), []]),
        );
        for (const member of members) result[String(member.category_id)]?.push(member.product_id);
        return result;
      },
    );

    // Not shown in the spec: a category page by its free-form path.
    api.get('/category-by-path', async (request, reply) => {
      const { locale, path, nc, ...listing } = parseInput(categoryByPathQuerySchema, request.query, 'query');
      const key = `category-page:${locale}:${path}:${JSON.stringify(listing)}`;
      const json = await cachedJson(catalog, key, nc, () =>
        getCategoryPage(catalog, locale, path, { ...listing, nc }),
      );
      return sendJson(request, reply, json);
    });
  };
}
