import { describe, expect, it } from 'vitest';
import { translate } from './strings.ts';

describe('translate', () => {
  const strings = {
    greeting: 'Hej {name}, du har {count} varor',
    plain: 'Till kassan',
    odd: 'Pris {price} {unknown}',
  };

  it('fills each placeholder it has a value for and leaves the others as written', () => {
    expect(translate(strings, 'greeting', { name: 'Eva', count: 3 })).toBe('Hej Eva, du har 3 varor');
    expect(translate(strings, 'odd', { price: '99 kr' })).toBe('Pris 99 kr {unknown}');
  });

  it('gives a text without placeholders as it is, and a missing key as the key (a gap stays visible)', () => {
    expect(translate(strings, 'plain', { name: 'Eva' })).toBe('Till kassan');
    expect(translate(strings, 'missing.key')).toBe('missing.key');
  });
});
