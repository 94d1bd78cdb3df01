import { readFileSync } from 'node:fs';
import { adminEndpoints } from '@shop/contracts/admin-endpoints';
import { isAllowed, staffRoles } from '@shop/contracts/admin-permissions';
import { orderEvents, orderStatuses, transitionOrder } from '@shop/domain/order-lifecycle';
import { describe, expect, it } from 'vitest';
import { endpointKey } from './admin-plugin.ts';

const decision = readFileSync(
  new URL('../../../../docs/decisions/014-back-office.md', import.meta.url),
  'utf8',
);

/** The rows of the markdown table whose header row starts with `first`. */
function tableRows(first: string): string[][] {
  const lines = decision.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
  }
  return rows;
}

describe('docs/decisions/014-back-office.md stays true', () => {
  it('its permission table is the one the server checks', () => {
    const documented = tableRows('Call');
    const actual = adminEndpoints.map((endpoint) => [
      endpointKey(endpoint),
      ...staffRoles.map((role) =>
        endpoint.access === 'anyone' ? 'anyone' : isAllowed(endpoint.access, role) ? 'yes' : '-',
      ),
    ]);
    expect(documented).toEqual(actual);
  });

  it('its lifecycle table is the domain state machine', () => {
    const documented = tableRows('From').map(([from, event, to]) => `${from} ${event?.split(' ')[0]} ${to}`);
    const actual = orderStatuses.flatMap((from) =>
      orderEvents.flatMap((event) => {
        const move = transitionOrder(from, event);
        return move.ok ? [`${from} ${event} ${move.to}`] : [];
      }),
    );
    expect(documented.sort()).toEqual(actual.sort());
  });
});
