import type {
  AdminBrand,
  AdminBrandList,
  AdminCategory,
  AdminCategoryList,
  AdminPhoneModel,
  AdminPhoneModelList,
  AdminSearchTrigger,
  AdminSearchTriggerList,
  AdminTag,
  AdminTagList,
  CreateBrandBody,
  CreateCategoryBody,
  CreatePhoneModelBody,
  CreateSearchTriggerBody,
  CreateTagBody,
  MoveBody,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdatePhoneModelBody,
  UpdateTagBody,
} from '@shop/contracts/admin-catalog-trees';
import type {
  AdminPlugType,
  AdminPlugTypeList,
  AdminVehicle,
  AdminVehicleList,
  CreatePlugTypeBody,
  CreateVehicleBody,
  UpdatePlugTypeBody,
  UpdateVehicleBody,
} from '@shop/contracts/admin-selectors';
import { readApi, writeApi } from './admin-client.ts';

export type {
  AdminBrand,
  AdminCategory,
  AdminPhoneModel,
  AdminPlugType,
  AdminSearchTrigger,
  AdminTag,
  AdminVehicle,
};

/** The catalog's trees (issue 17): categories, brands and tags. */
export function fetchCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return readApi<AdminCategoryList>('/categories', { signal });
}

export function createCategory(body: CreateCategoryBody): Promise<AdminCategory> {
  return writeApi<AdminCategory>('POST', '/categories', body);
}

export function updateCategory(id: number, body: UpdateCategoryBody): Promise<AdminCategory> {
  return writeApi<AdminCategory>('PATCH', `/categories/${id}`, body);
}

export function moveCategory(id: number, direction: MoveBody['direction']): Promise<AdminCategoryList> {
  return writeApi<AdminCategoryList>('POST', `/categories/${id}/move`, { direction });
}

/** Removes an unused category; one still in use is refused (409) naming each use. */
export function removeCategory(id: number): Promise<AdminCategoryList> {
  return writeApi<AdminCategoryList>('DELETE', `/categories/${id}`);
}

export function fetchBrands(signal?: AbortSignal): Promise<AdminBrandList> {
  return readApi<AdminBrandList>('/brands', { signal });
}

export function createBrand(body: CreateBrandBody): Promise<AdminBrand> {
  return writeApi<AdminBrand>('POST', '/brands', body);
}

export function updateBrand(id: number, body: UpdateBrandBody): Promise<AdminBrand> {
  return writeApi<AdminBrand>('PATCH', `/brands/${id}`, body);
}

export function moveBrand(id: number, direction: MoveBody['direction']): Promise<AdminBrandList> {
  return writeApi<AdminBrandList>('POST', `/brands/${id}/move`, { direction });
}

export function removeBrand(id: number): Promise<AdminBrandList> {
  return writeApi<AdminBrandList>('DELETE', `/brands/${id}`);
}

export function fetchTags(signal?: AbortSignal): Promise<AdminTagList> {
  return readApi<AdminTagList>('/tags', { signal });
}

export function createTag(body: CreateTagBody): Promise<AdminTag> {
  return writeApi<AdminTag>('POST', '/tags', body);
}

export function updateTag(id: number, body: UpdateTagBody): Promise<AdminTag> {
  return writeApi<AdminTag>('PATCH', `/tags/${id}`, body);
}

export function removeTag(id: number): Promise<AdminTagList> {
  return writeApi<AdminTagList>('DELETE', `/tags/${id}`);
}

export function fetchSearchTriggers(signal?: AbortSignal): Promise<AdminSearchTriggerList> {
  return readApi<AdminSearchTriggerList>('/search-triggers', { signal });
}

export function createSearchTrigger(body: CreateSearchTriggerBody): Promise<AdminSearchTrigger> {
  return writeApi<AdminSearchTrigger>('POST', '/search-triggers', body);
}

export function removeSearchTrigger(id: number): Promise<AdminSearchTriggerList> {
  return writeApi<AdminSearchTriggerList>('DELETE', `/search-triggers/${id}`);
}

/** The selectors' data (issue 17): phone models, plug types and vehicles. */
export function fetchPhoneModels(signal?: AbortSignal): Promise<AdminPhoneModelList> {
  return readApi<AdminPhoneModelList>('/phone-models', { signal });
}

export function createPhoneModel(body: CreatePhoneModelBody): Promise<AdminPhoneModel> {
  return writeApi<AdminPhoneModel>('POST', '/phone-models', body);
}

export function updatePhoneModel(id: number, body: UpdatePhoneModelBody): Promise<AdminPhoneModel> {
  return writeApi<AdminPhoneModel>('PATCH', `/phone-models/${id}`, body);
}

export function removePhoneModel(id: number): Promise<AdminPhoneModelList> {
  return writeApi<AdminPhoneModelList>('DELETE', `/phone-models/${id}`);
}

export function movePhoneModel(id: number, direction: MoveBody['direction']): Promise<AdminPhoneModelList> {
  return writeApi<AdminPhoneModelList>('POST', `/phone-models/${id}/move`, { direction });
}

export function fetchPlugTypes(signal?: AbortSignal): Promise<AdminPlugTypeList> {
  return readApi<AdminPlugTypeList>('/plug-types', { signal });
}

export function createPlugType(body: CreatePlugTypeBody): Promise<AdminPlugType> {
  return writeApi<AdminPlugType>('POST', '/plug-types', body);
}

export function updatePlugType(id: number, body: UpdatePlugTypeBody): Promise<AdminPlugType> {
  return writeApi<AdminPlugType>('PATCH', `/plug-types/${id}`, body);
}

export function removePlugType(id: number): Promise<AdminPlugTypeList> {
  return writeApi<AdminPlugTypeList>('DELETE', `/plug-types/${id}`);
}

export function movePlugType(id: number, direction: MoveBody['direction']): Promise<AdminPlugTypeList> {
  return writeApi<AdminPlugTypeList>('POST', `/plug-types/${id}/move`, { direction });
}

export function fetchVehicles(signal?: AbortSignal): Promise<AdminVehicleList> {
  return readApi<AdminVehicleList>('/vehicles', { signal });
}

export function createVehicle(body: CreateVehicleBody): Promise<AdminVehicle> {
  return writeApi<AdminVehicle>('POST', '/vehicles', body);
}

export function updateVehicle(id: number, body: UpdateVehicleBody): Promise<AdminVehicle> {
  return writeApi<AdminVehicle>('PATCH', `/vehicles/${id}`, body);
}

export function removeVehicle(id: number): Promise<AdminVehicleList> {
  return writeApi<AdminVehicleList>('DELETE', `/vehicles/${id}`);
}
