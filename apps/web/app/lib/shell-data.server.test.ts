import type { ApiRequest, ApiTransport } from '@shop/contracts/transport';
import { describe, expect, it } from 'vitest';
import { loadShellData } from './shell-data.server.ts';

/** The provider as the shell sees it: every call answered "nothing here", each one counted. */
function countingTransport(): { transport: ApiTransport; calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const transport: ApiTransport = async (request) => {
    calls.push(request);
    return { status: 404, headers: {}, body: null };
  };
  return { transport, calls };
}

describe('the shell data cache (issue 18: kept until the change feed says its data changed)', () => {
  it('is loaded once per store while the change version stays the same, and again when it moved', async () => {
    const { transport, calls } = countingTransport();
    const now = Date.now();
    await loadShellData(transport, 'nl', 7, now);
    const perLoad = calls.length;
    expect(perLoad).toBeGreaterThan(0);
    await loadShellData(transport, 'nl', 7, now + 1000);
    expect(calls.length).toBe(perLoad);
    // A change of the catalog, content, strings or settings on any machine: loaded again at once.
    await loadShellData(transport, 'nl', 8, now + 2000);
    expect(calls.length).toBe(2 * perLoad);
    // And at most a minute without one (a deal starts and ends on time).
    await loadShellData(transport, 'nl', 8, now + 2000 + 61_000);
    expect(calls.length).toBe(3 * perLoad);
  });
});

describe('the shell when the provider fails (spec 8: deal, widget and category lookup failures are silent)', () => {
  it.each([
    ['answers 500', async () => ({ status: 500, headers: {}, body: { message: 'down' } })],
    [
      'cannot be reached',
      async () => {
        throw new Error('connect ECONNREFUSED');
      },
    ],
  ] as const)(
    'a provider that %s gives a shell without deal, widgets or menu, and no error',
    async (_, answer) => {
      const transport: ApiTransport = answer;
      // A version no other test uses, so the cache cannot answer.
      const shell = await loadShellData(transport, 'fi', 1000 + Math.floor(Math.random() * 1e6));
      expect(shell.mainMenu).toEqual([]);
      expect(shell.deal).toBeNull();
      expect(shell.storeMessage).toBeNull();
      expect(shell.footerMessage).toBeNull();
      expect(shell.footerColumns).toEqual([]);
      expect(shell.cookieAlert).toBeNull();
    },
  );
});

describe('the shell reads the store settings the owner edits (issue 17, docs/decisions/025)', () => {
  const settings = {
    selling_points: ['Fri frakt', 'Öppet köp i 30 dagar'],
    customer_service_links: [{ label: 'Kundtjänst', url: '/kundservice' }],
    social_links: { facebook: 'https://www.facebook.com/x', instagram: null, tiktok: null, youtube: null },
    newsletter: { enabled: false, signup_url: null },
    review_widget: { enabled: true, id: null },
  };

  it('takes selling points, links, newsletter and review widget from GET /api/store-settings', async () => {
    const transport: ApiTransport = async (request) =>
      request.path === '/api/store-settings'
        ? { status: 200, headers: {}, body: settings }
        : { status: 404, headers: {}, body: null };
    const shell = await loadShellData(transport, 'sv', 2000 + Math.floor(Math.random() * 1e6));
    expect(shell.settings).toEqual(settings);
  });

  it('leaves them out when the call fails, rather than showing another store’s or the code’s', async () => {
    const transport: ApiTransport = async () => ({ status: 500, headers: {}, body: { message: 'down' } });
    const shell = await loadShellData(transport, 'da', 3000 + Math.floor(Math.random() * 1e6));
    expect(shell.settings).toBeNull();
  });
});
