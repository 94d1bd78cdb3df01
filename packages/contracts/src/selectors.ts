import { z } from 'zod';
import { listingQueryShape, listingSchema } from './listing.ts';
import { productSchema, thumbSchema } from './product.ts';
import { noCacheParam, slugParam } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/** Not shown in the spec: GET /api/phone-models, the phone-model selector (brand -> model). */
export const phoneModelsQuerySchema = withStoreQuery({ nc: noCacheParam });
export const phoneModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  release_year: z.number().int(),
  product_count: z.number().int().nonnegative(),
});
export const phoneModelBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  models: z.array(phoneModelSchema),
});
export const phoneModelsResponseSchema = z.array(phoneModelBrandSchema);
export type PhoneModelsResponse = z.infer<typeof phoneModelsResponseSchema>;

/**
 * Not shown in the spec: GET /api/phone-models/{slug}/products, the products that fit a model,
 * narrowed to a category path when `category` is given.
 */
export const phoneModelProductsParamsSchema = z.object({ slug: slugParam });
export const phoneModelProductsQuerySchema = withStoreQuery({
  ...listingQueryShape,
  category: z.string().trim().max(500).optional().describe('A category path, e.g. reservdelar/skarmar.'),
});
export const phoneModelProductsResponseSchema = listingSchema.extend({
  phone_model: phoneModelSchema.extend({
    brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
});
export type PhoneModelProductsResponse = z.infer<typeof phoneModelProductsResponseSchema>;

/** Not shown in the spec: GET /api/plug-types, the cable-plug selector. */
export const plugTypesQuerySchema = withStoreQuery({ nc: noCacheParam });
export const plugTypeSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Stable code, e.g. usb-c.'),
  name: z.string(),
  description: z.string(),
  image: thumbSchema,
});
export const plugTypesResponseSchema = z.array(plugTypeSchema);
export type PlugType = z.infer<typeof plugTypeSchema>;

const plugCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{2,30}$/, 'must be a plug code such as usb-c');

/** Not shown in the spec: GET /api/cables?plug_a=usb-c&plug_b=lightning (ends in either order). */
export const cablesQuerySchema = withStoreQuery({
  plug_a: plugCode,
  plug_b: plugCode.optional(),
  in_stock: listingQueryShape.in_stock,
  nc: noCacheParam,
});
export const cablesResponseSchema = z.object({
  plug_a: plugTypeSchema,
  plug_b: plugTypeSchema.nullable(),
  products: z.array(productSchema),
});
export type CablesResponse = z.infer<typeof cablesResponseSchema>;

/**
 * Not shown in the spec: GET /api/vehicles/{registration}. Spaces and dashes in the
 * registration number are ignored; letters are compared in upper case.
 */
export const vehicleParamsSchema = z.object({
  registration: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, 'registration must be 2 to 10 letters and digits')),
});
export const vehicleQuerySchema = withStoreQuery({ nc: noCacheParam });
export const vehicleSchema = z.object({
  registration_number: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
});
export const vehicleResponseSchema = z.object({
  vehicle: vehicleSchema,
  products: z.array(productSchema).describe('Car holders that fit the vehicle, model-specific first.'),
});
export type VehicleResponse = z.infer<typeof vehicleResponseSchema>;
