import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { z } from 'zod';

/**
 * The selectors' data in the back office (issue 17, docs/decisions/026-catalog-trees.md): the
 * cable-plug selector's plug types, the registration number search's vehicles, and what one
 * product fits (phone models, a cable's plugs, vehicles), saved with the product.
 */

const name = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

const textsOf = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(
    Object.fromEntries(localeCodes.map((locale) => [locale, schema.optional()])) as Record<
      LocaleCode,
      z.ZodOptional<Schema>
    >,
  );

/**
 * The cable-plug selector's data (GET /api/plug-types): a plug type's stable code (its image and
 * the cables' ends name it), its place in the selector, and a name and description per language.
 */
export const plugCodePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const plugCode = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'must be 2 to 30 characters')
  .max(30, 'must be 2 to 30 characters')
  .regex(plugCodePattern, 'must be lower-case letters and digits joined by single dashes, such as usb-c');
export const plugTextSchema = z.object({ name: z.string(), description: z.string() });
export type PlugText = z.infer<typeof plugTextSchema>;

/** One kind of thing that names a plug's code by value (decision 026): while any exists, the code is kept. */
export const plugUseSchema = z.object({
  path: z.enum(['cables', 'search_triggers', 'content_pages', 'widgets', 'calendar_doors']),
  count: z.number().int().describe('How many cables, search triggers, pages, widgets or calendar doors.'),
  message: z.string().describe('As a refusal names it, e.g. "is linked from the content page /kablar".'),
});
export type PlugUse = z.infer<typeof plugUseSchema>;

export const adminPlugTypeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    sort_order: z.number().int(),
    texts: z.partialRecord(z.enum(localeCodes), plugTextSchema),
    cable_count: z.number().int().describe('Cables with this plug on one end or both.'),
    has_drawing: z
      .boolean()
      .describe(
        "The shop draws this code's image (/api/images/plug-<code>.svg) from its own code: the drawing cannot follow a new code, so the code is kept.",
      ),
    uses: z
      .array(plugUseSchema)
      .describe(
        'What holds the code by value: cables, search triggers leading to the cable finder with it, and content pages, widgets and calendar doors linking there. While any exists the code cannot change and the plug type cannot be removed (409).',
      ),
  })
  .meta({ id: 'AdminPlugType' });
export type AdminPlugType = z.infer<typeof adminPlugTypeSchema>;
export const adminPlugTypeListSchema = z.object({
  plug_types: z.array(adminPlugTypeSchema).describe('In the order of the selector.'),
});
export type AdminPlugTypeList = z.infer<typeof adminPlugTypeListSchema>;

const plugDescription = z.string().trim().max(1000, 'must be at most 1000 characters');
/** A new plug type's texts: a name in at least one language; languages left out take the first given. */
const newPlugTextsSchema = textsOf(z.strictObject({ name, description: plugDescription.optional() })).refine(
  (texts) => localeCodes.some((locale) => texts[locale] !== undefined),
  { message: 'give a name in at least one language' },
);
export const createPlugTypeBodySchema = z.strictObject({
  /** The plug's image and the cables' ends name it: it changes only while nothing uses it. */
  code: plugCode,
  texts: newPlugTextsSchema,
});
export type CreatePlugTypeBody = z.infer<typeof createPlugTypeBodySchema>;
export const updatePlugTypeBodySchema = z.strictObject({
  /** A new code: only for a plug without uses (no cable, search trigger or rich-text link names it) whose image the shop does not draw. */
  code: plugCode.optional(),
  texts: textsOf(
    z.strictObject({ name: name.optional(), description: plugDescription.optional() }),
  ).optional(),
});
export type UpdatePlugTypeBody = z.infer<typeof updatePlugTypeBodySchema>;

/**
 * A registration number as the storefront's search compares it (GET /api/vehicles/{registration},
 * `vehicleParamsSchema`): spaces and dashes dropped, letters in upper case, 2 to 10 letters and digits.
 */
export const registrationNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be 2 to 10 letters and digits'));

const vehicleMake = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .refine((value) => value !== '*', 'must be a make (* is the universal holders’ mark)');
const vehicleModel = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const vehicleYear = z.number().int().min(1950, 'must be 1950 or later').max(2100, 'must be 2100 or earlier');

/** The registration number search's data: a vehicle and the car holders that fit it. */
export const adminVehicleSchema = z
  .object({
    id: z.number().int(),
    registration_number: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    products: z
      .array(z.object({ id: z.number().int(), sku: z.string(), name: z.string() }))
      .describe(
        'The products a shopper finds by its registration number: made for its make, model and year first, then the universal ones.',
      ),
  })
  .meta({ id: 'AdminVehicle' });
export type AdminVehicle = z.infer<typeof adminVehicleSchema>;
export const adminVehicleListSchema = z.object({
  vehicles: z.array(adminVehicleSchema).describe('By make, model, year and registration number.'),
});
export type AdminVehicleList = z.infer<typeof adminVehicleListSchema>;

export const createVehicleBodySchema = z.strictObject({
  registration_number: registrationNumberSchema,
  make: vehicleMake,
  model: vehicleModel,
  year: vehicleYear,
});
export type CreateVehicleBody = z.infer<typeof createVehicleBodySchema>;
export const updateVehicleBodySchema = z.strictObject({
  registration_number: registrationNumberSchema.optional(),
  make: vehicleMake.optional(),
  model: vehicleModel.optional(),
  year: vehicleYear.optional(),
});
export type UpdateVehicleBody = z.infer<typeof updateVehicleBodySchema>;

/** What a product fits, set in the product editor: `make` '*' is a universal holder. */
export const vehicleFitmentSchema = z
  .strictObject({
    make: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    model: vehicleModel,
    year_from: vehicleYear,
    year_to: vehicleYear,
  })
  .refine((fitment) => fitment.year_from <= fitment.year_to, {
    path: ['year_to'],
    message: 'must be year_from or later',
  });
export type VehicleFitment = z.infer<typeof vehicleFitmentSchema>;

/** A cable's plugs: one on each end (either order) and its length. */
export const cablePlugsSchema = z.strictObject({
  plug_a: plugCode,
  plug_b: plugCode,
  length_cm: z.number().int().min(1, 'must be 1 to 100000').max(100_000, 'must be 1 to 100000'),
});
export type CablePlugs = z.infer<typeof cablePlugsSchema>;
