import {
  createBrandBodySchema,
  createCategoryBodySchema,
  createPhoneModelBodySchema,
  createSearchTriggerBodySchema,
  createTagBodySchema,
  moveBodySchema,
  treeItemParamsSchema,
  updateBrandBodySchema,
  updateCategoryBodySchema,
  updatePhoneModelBodySchema,
  updateSearchTriggerBodySchema,
  updateTagBodySchema,
} from '@shop/contracts/admin-catalog-trees';
import {
  createPlugTypeBodySchema,
  createVehicleBodySchema,
  updatePlugTypeBodySchema,
  updateVehicleBodySchema,
} from '@shop/contracts/admin-selectors';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';
import { createBrand, createTag, moveBrand, updateBrand, updateTag } from '../catalog-trees/brands-tags.ts';
import {
  loadAdminBrands,
  loadAdminCategories,
  loadAdminTags,
} from '../catalog-trees/catalog-trees.repository.ts';
import { createCategory, moveCategory, updateCategory } from '../catalog-trees/categories.ts';
import {
  createPhoneModel,
  loadAdminPhoneModels,
  movePhoneModel,
  updatePhoneModel,
} from '../catalog-trees/phone-models.ts';
import {
  createPlugType,
  loadAdminPlugTypes,
  movePlugType,
  updatePlugType,
} from '../catalog-trees/plug-types.ts';
import {
  createSearchTrigger,
  loadAdminSearchTriggers,
  removeSearchTrigger,
  updateSearchTrigger,
} from '../catalog-trees/search-triggers.ts';
import {
  removeBrand,
  removeCategory,
  removePhoneModel,
  removePlugType,
  removeTag,
} from '../catalog-trees/tree-removals.ts';
import { createVehicle, loadAdminVehicles, removeVehicle, updateVehicle } from '../catalog-trees/vehicles.ts';

/** The catalog's trees: categories, brands and tags (issue 17, docs/decisions/026-catalog-trees.md). */
export function adminCatalogTreeHandlers(deps: CatalogWriteDeps): AdminHandlers {
  return {
    'GET /api/admin/categories': async () => ({ categories: await loadAdminCategories(deps.db) }),

    'POST /api/admin/categories': async (call) =>
      createCategory(
        deps,
        memberOf(call).actor,
        parseInput(createCategoryBodySchema, call.request.body, 'body'),
      ),

    'PATCH /api/admin/categories/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updateCategoryBodySchema, call.request.body, 'body');
      return updateCategory(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/categories/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { categories: await removeCategory(deps, memberOf(call).actor, id) };
    },

    'POST /api/admin/categories/{id}/move': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(moveBodySchema, call.request.body, 'body');
      return { categories: await moveCategory(deps, memberOf(call).actor, id, body) };
    },

    'GET /api/admin/brands': async () => ({ brands: await loadAdminBrands(deps.db) }),

    'POST /api/admin/brands': async (call) =>
      createBrand(deps, memberOf(call).actor, parseInput(createBrandBodySchema, call.request.body, 'body')),

    'PATCH /api/admin/brands/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updateBrandBodySchema, call.request.body, 'body');
      return updateBrand(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/brands/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { brands: await removeBrand(deps, memberOf(call).actor, id) };
    },

    'POST /api/admin/brands/{id}/move': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(moveBodySchema, call.request.body, 'body');
      return { brands: await moveBrand(deps, memberOf(call).actor, id, body) };
    },

    'GET /api/admin/tags': async () => ({ tags: await loadAdminTags(deps.db) }),

    'POST /api/admin/tags': async (call) =>
      createTag(deps, memberOf(call).actor, parseInput(createTagBodySchema, call.request.body, 'body')),

    'PATCH /api/admin/tags/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updateTagBodySchema, call.request.body, 'body');
      return updateTag(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/tags/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { tags: await removeTag(deps, memberOf(call).actor, id) };
    },

    'GET /api/admin/search-triggers': async () => ({
      search_triggers: await loadAdminSearchTriggers(deps.db),
    }),

    'POST /api/admin/search-triggers': async (call) =>
      createSearchTrigger(
        deps,
        memberOf(call).actor,
        parseInput(createSearchTriggerBodySchema, call.request.body, 'body'),
      ),

    'PATCH /api/admin/search-triggers/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updateSearchTriggerBodySchema, call.request.body, 'body');
      return updateSearchTrigger(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/search-triggers/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { search_triggers: await removeSearchTrigger(deps, memberOf(call).actor, id) };
    },

    'GET /api/admin/phone-models': async () => ({ phone_models: await loadAdminPhoneModels(deps.db) }),

    'POST /api/admin/phone-models': async (call) =>
      createPhoneModel(
        deps,
        memberOf(call).actor,
        parseInput(createPhoneModelBodySchema, call.request.body, 'body'),
      ),

    'PATCH /api/admin/phone-models/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updatePhoneModelBodySchema, call.request.body, 'body');
      return updatePhoneModel(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/phone-models/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { phone_models: await removePhoneModel(deps, memberOf(call).actor, id) };
    },

    'POST /api/admin/phone-models/{id}/move': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(moveBodySchema, call.request.body, 'body');
      return { phone_models: await movePhoneModel(deps, memberOf(call).actor, id, body) };
    },

    'GET /api/admin/plug-types': async () => ({ plug_types: await loadAdminPlugTypes(deps.db) }),

    'POST /api/admin/plug-types': async (call) =>
      createPlugType(
        deps,
        memberOf(call).actor,
        parseInput(createPlugTypeBodySchema, call.request.body, 'body'),
      ),

    'PATCH /api/admin/plug-types/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updatePlugTypeBodySchema, call.request.body, 'body');
      return updatePlugType(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/plug-types/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { plug_types: await removePlugType(deps, memberOf(call).actor, id) };
    },

    'POST /api/admin/plug-types/{id}/move': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(moveBodySchema, call.request.body, 'body');
      return { plug_types: await movePlugType(deps, memberOf(call).actor, id, body) };
    },

    'GET /api/admin/vehicles': async () => ({ vehicles: await loadAdminVehicles(deps.db) }),

    'POST /api/admin/vehicles': async (call) =>
      createVehicle(
        deps,
        memberOf(call).actor,
        parseInput(createVehicleBodySchema, call.request.body, 'body'),
      ),

    'PATCH /api/admin/vehicles/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      const body = parseInput(updateVehicleBodySchema, call.request.body, 'body');
      return updateVehicle(deps, memberOf(call).actor, id, body);
    },

    'DELETE /api/admin/vehicles/{id}': async (call) => {
      const { id } = parseInput(treeItemParamsSchema, call.request.params, 'path');
      return { vehicles: await removeVehicle(deps, memberOf(call).actor, id) };
    },
  };
}
