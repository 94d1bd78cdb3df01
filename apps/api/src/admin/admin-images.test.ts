import type { AdminProduct } from '@shop/contracts/admin-catalog';
import { csrfHeader } from '@shop/contracts/admin-permissions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widthsFor } from '../images/image-variants.ts';
import { sniffImageFormat } from '../images/process-upload.ts';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi, type TestResponse } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, images: staff upload JPEG, PNG, WebP or AVIF photos (judged by their bytes, at most
 * 10 MB), stored without metadata in the sizes the storefront shows, in AVIF, WebP and their own
 * format, in the database; served at immutable URLs and listed by the product API with srcsets.
 */

/** A photo as a phone takes it: landscape pixels, EXIF orientation 6 (turn right) and a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3080c0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG; each colour is another photo (another content hash). */
const png = (background = '#ff000080') =>
  sharp({ create: { width: 300, height: 200, channels: 4, background } })
    .png()
    .toBuffer();

async function uploadPhoto(
  api: TestApi,
  session: StaffSession | null,
  productId: number,
  bytes: Buffer | string,
  name: string,
  type: string,
  query = '',
): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return api.request(`/api/admin/products/${productId}/images${query}`, {
    method: 'POST',
    body: form,
    headers: session ? { cookie: session.cookie, [csrfHeader]: session.csrf } : {},
  });
}

describe('content sniffing of uploads', () => {
  it('knows a format by its magic numbers, never by a name', async () => {
    expect(sniffImageFormat(await phoneJpeg())).toBe('jpeg');
    expect(sniffImageFormat(await png())).toBe('png');
    const tiny = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    expect(sniffImageFormat(await tiny.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await tiny.clone().avif().toBuffer())).toBe('avif');
    expect(sniffImageFormat(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('not an image at all'))).toBeUndefined();
  });

  it('never makes a photo larger than it is', () => {
    expect(widthsFor(4000)).toEqual([160, 320, 640, 1280]);
    expect(widthsFor(1000)).toEqual([160, 320, 640, 1000]);
    expect(widthsFor(100)).toEqual([100]);
  });
});

describeEachDatabase('product photos (issue 17)', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let owner: StaffSession;
  let orders: StaffSession;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'images-test@example.se');
  });
  afterAll(() => api.close());

  const stored = async () => ({
    files: await api.database.db.selectFrom('image_files').select(['hash', 'width', 'format']).execute(),
    images: await api.database.db.selectFrom('product_images').select(['id', 'product_id']).execute(),
    versions: await api.database.db.selectFrom('products').select(['id', 'version']).orderBy('id').execute(),
  });
  const fetchBytes = async (url: string) => {
    const response = await fetch(`${api.baseUrl}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores a phone photo upright, without EXIF or GPS, in every width up to its own, as AVIF, WebP and JPEG', async () => {
    const photo = await phoneJpeg();
    const before = await sharp(photo).metadata();
    // The test photo really carries what must be dropped.
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('TestPhone')).toBe(true);

    const response = await uploadPhoto(api, catalog, 1, photo, 'holiday.jpg', 'image/jpeg');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const product = response.body as AdminProduct;
    const image = product.images.find((candidate) => candidate.uploaded);
    // Turned upright: 1600x1000 with orientation 6 is 1000 wide and 1600 high.
    expect(image).toMatchObject({ width: 1000, height: 1600, type: 4 });

    const files = await api.database.db
      .selectFrom('image_files')
      .select(['hash', 'width', 'height', 'format', 'bytes'])
      .orderBy('width')
      .execute();
    const hash = files[0]?.hash ?? '';
    expect([...new Set(files.map((file) => file.width))]).toEqual([160, 320, 640, 1000]);
    expect(new Set(files.map((file) => file.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
    expect(files).toHaveLength(12);
    for (const file of files) {
      const metadata = await sharp(Buffer.from(file.bytes)).metadata();
      expect(metadata.exif, `${file.width} ${file.format} has EXIF`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: file.width,
        height: file.height,
      });
      expect(file.height).toBe(Math.round((1600 * file.width) / 1000));
      // The bytes really are the format they are stored as.
      expect(metadata.format === 'heif' ? metadata.compression : metadata.format).toBe(
        file.format === 'avif' ? 'av1' : file.format,
      );
    }

    // Served at an immutable URL with its own type.
    const avif = await fetchBytes(`/api/images/p/${hash}-320.avif`);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.bytes).metadata()).compression).toBe('av1');
    const etag = avif.response.headers.get('etag') ?? '';
    const again = await fetch(`${api.baseUrl}/api/images/p/${hash}-320.avif`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const webp = await fetchBytes(`/api/images/p/${hash}-640.webp`);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    expect((await fetch(`${api.baseUrl}/api/images/p/${hash}-999.webp`)).status).toBe(404);

    // The product API lists the photo with a srcset per format, and width and height.
    const page = await api.request(`/api/product-by-slug/screen-1?${storeQuery('sv')}&nc=1`);
    expect(page.status).toBe(200);
    const listed = (
      page.json.product as { images: Record<string, unknown>[]; thumb: Record<string, unknown> }
    ).images;
    const photoImage = listed.find((candidate) => candidate.responsive !== undefined);
    expect(photoImage).toMatchObject({
      width: 1000,
      height: 1600,
      url: `/api/images/p/${hash}-640.jpg`,
      responsive: {
        sources: [
          {
            type: 'image/avif',
            srcset: `/api/images/p/${hash}-160.avif 160w, /api/images/p/${hash}-320.avif 320w, /api/images/p/${hash}-640.avif 640w, /api/images/p/${hash}-1000.avif 1000w`,
          },
          { type: 'image/webp', srcset: expect.stringContaining(`/api/images/p/${hash}-1000.webp 1000w`) },
        ],
        srcset: expect.stringContaining(`/api/images/p/${hash}-160.jpg 160w`),
      },
    });
    // A photo beats the drawing on the product's card.
    expect((page.json.product as { thumb: { url: string } }).thumb.url).toBe(`/api/images/p/${hash}-640.jpg`);
    // A cart line shows the photo's smallest rendition (160 px for a 64 px thumbnail).
    const cart = await api.request(`/api/sync-cart?${storeQuery('sv')}`, {
      method: 'POST',
      json: { items: [{ uuid: 'photo', sku: 'SCREEN-1', quantity: 1 }], coupons: [] },
    });
    expect(cart.status).toBe(200);
    expect((cart.body as { thumb: unknown }[])[0]?.thumb).toEqual({
      url: `/api/images/p/${hash}-160.jpg`,
      width: 160,
      height: 256,
    });
    // The seeded drawing still answers.
    const svg = await api.request('/api/images/1.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('raises the version, announces the change and writes the audit entry in the same write', async () => {
    const beforeVersion = (await adminCall(api, catalog, 'GET', '/api/admin/products/2')).json
      .version as number;
    const announced = async () =>
      Number(
        (
          await api.database.db
            .selectFrom('change_feed')
            .select('version')
            .where('topic', '=', 'catalog')
            .where('key', '=', 'product:2')
            .executeTakeFirst()
        )?.version ?? 0,
      );
    const feedBefore = await announced();
    const response = await uploadPhoto(
      api,
      owner,
      2,
      await png(),
      'cable.png',
      'image/png',
      `?version=${beforeVersion}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((response.body as AdminProduct).version).toBe(beforeVersion + 1);
    const audit = await api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', '2')
      .where('action', '=', 'product.image.add')
      .execute();
    expect(audit).toHaveLength(1);
    expect(
      JSON.parse(audit[0]?.after ?? '{}').images.some((image: { uploaded: boolean }) => image.uploaded),
    ).toBe(true);
    expect(await announced()).toBeGreaterThan(feedBefore);
    // A stale version is a 409 and nothing is stored.
    const was = await stored();
    const stale = await uploadPhoto(
      api,
      catalog,
      2,
      await png(),
      'cable.png',
      'image/png',
      `?version=${beforeVersion}`,
    );
    expect(stale.status).toBe(409);
    expect(await stored()).toEqual(was);
  });

  it('judges the type by the bytes: a PNG named .jpg and declared JPEG is stored as a PNG', async () => {
    const response = await uploadPhoto(api, catalog, 3, await png('#00ff0080'), 'photo.jpg', 'image/jpeg');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const image = (response.body as AdminProduct).images.find((candidate) => candidate.uploaded);
    expect(image?.url).toMatch(/-300\.png$/);
    const served = await fetchBytes(image?.url ?? '');
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).format).toBe('png');
  });

  it('refuses a text file named x.jpg (415), a broken image (422) and a file over 10 MB (413), writing nothing', async () => {
    const was = await stored();
    const text = await uploadPhoto(api, catalog, 3, 'hello, this is no photo', 'x.jpg', 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.json.message).toContain('not a JPEG, PNG, WebP or AVIF');
    const broken = (await phoneJpeg()).subarray(0, 400);
    const unreadable = await uploadPhoto(api, catalog, 3, broken, 'broken.jpg', 'image/jpeg');
    expect(unreadable.status).toBe(422);
    expect(unreadable.json.message).toContain('file:');
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await uploadPhoto(api, catalog, 3, huge, 'huge.jpg', 'image/jpeg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toContain('10 MB');
    expect(await stored()).toEqual(was);
  });

  it('refuses an absurd pixel count (a decompression bomb), writing nothing', async () => {
    const was = await stored();
    // 8000x8000 of one colour compresses to a few kB but is 64 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadPhoto(api, catalog, 3, bomb, 'bomb.png', 'image/png');
    expect(response.status).toBe(422);
    expect(response.json.message).toContain('megapixels');
    expect(await stored()).toEqual(was);
  });

  it("lets catalog staff and owners order and remove images; a removed photo's files go when unused", async () => {
    const uploaded = await uploadPhoto(api, catalog, 4, await png('#00ff0080'), 'case.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const product = uploaded.body as AdminProduct;
    const ids = product.images.map((image) => image.id);
    expect(ids.length).toBe(2);
    const photo = product.images.find((image) => image.uploaded);
    const reversed = [...ids].reverse();
    const ordered = await adminCall(api, owner, 'PUT', '/api/admin/products/4/images/order', {
      image_ids: reversed,
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect((ordered.body as AdminProduct).images.map((image) => image.id)).toEqual(reversed);
    const bad = await adminCall(api, catalog, 'PUT', '/api/admin/products/4/images/order', {
      image_ids: [reversed[0]],
    });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toContain('image_ids');

    // The same photo on product 3 keeps the files alive; removing it from 4 keeps them.
    const hash = /\/p\/([a-f0-9]+)-/.exec(photo?.url ?? '')?.[1] ?? '';
    const removed = await adminCall(api, catalog, 'DELETE', `/api/admin/products/4/images/${photo?.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as AdminProduct).images.map((image) => image.id)).toEqual(
      ids.filter((id) => id !== photo?.id),
    );
    const files = await api.database.db
      .selectFrom('image_files')
      .select('hash')
      .where('hash', '=', hash)
      .execute();
    expect(files.length).toBeGreaterThan(0);
    const onThree = (await adminCall(api, catalog, 'GET', '/api/admin/products/3')).body as AdminProduct;
    const other = onThree.images.find((image) => image.uploaded);
    expect(
      (await adminCall(api, catalog, 'DELETE', `/api/admin/products/3/images/${other?.id}`)).status,
    ).toBe(200);
    const left = await api.database.db
      .selectFrom('image_files')
      .select('hash')
      .where('hash', '=', hash)
      .execute();
    expect(left).toEqual([]);
    expect(
      (await adminCall(api, catalog, 'DELETE', `/api/admin/products/4/images/${photo?.id}`)).status,
    ).toBe(404);
  });

  it('refuses a customer token and the orders role, and anyone without a session', async () => {
    const was = await stored();
    const photo = await png();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'p.png');
    const customer = await api.request('/api/admin/products/1/images', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(customer.status).toBe(401);
    expect((await uploadPhoto(api, orders, 1, photo, 'p.png', 'image/png')).status).toBe(403);
    expect((await uploadPhoto(api, null, 1, photo, 'p.png', 'image/png')).status).toBe(401);
    expect((await adminCall(api, orders, 'DELETE', '/api/admin/products/1/images/1')).status).toBe(403);
    expect(
      (await adminCall(api, orders, 'PUT', '/api/admin/products/1/images/order', { image_ids: [1] })).status,
    ).toBe(403);
    expect(await stored()).toEqual(was);
  });
});
