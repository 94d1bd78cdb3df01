import { describe, expect, it } from 'vitest';
import { parseDismissedMessages } from './dismissed-messages.ts';
import { messageFingerprint, messageText, messageToShow } from './message-rules.ts';

describe('store message rules (spec 2)', () => {
  it('shows the store message only when it is longer than 20 characters', () => {
    expect(messageToShow('store', 'x'.repeat(20), {})).toBeNull();
    expect(messageToShow('store', 'x'.repeat(21), {})).toEqual({
      html: 'x'.repeat(21),
      fingerprint: messageFingerprint('x'.repeat(21)),
    });
  });

  it('counts the text a shopper reads, not the markup', () => {
    expect(messageText('<p><strong>Fri frakt</strong>&nbsp;idag&#33;</p>')).toBe('Fri frakt idag!');
    expect(messageToShow('store', '<p><a href="/kampanj">Rea nu</a></p>', {})).toBeNull();
    expect(messageToShow('store', '<p>Beställ före kl. 15, vi skickar idag</p>', {})).not.toBeNull();
  });

  it('hides a dismissed message, but shows a new one in the same place', () => {
    const old = 'Beställ före kl. 15 så skickar vi samma dag';
    const dismissed = parseDismissedMessages(`store:${messageFingerprint(old)}`);
    expect(messageToShow('store', old, dismissed)).toBeNull();
    expect(messageToShow('store', 'Nu med gratis frakt över 500 kr', dismissed)).not.toBeNull();
  });

  it('remembers the footer message apart from the store message', () => {
    const text = 'Kort';
    const dismissed = parseDismissedMessages(`footer:${messageFingerprint(text)}`);
    expect(messageToShow('footer', text, dismissed)).toBeNull();
    // The footer message has no minimum length.
    expect(messageToShow('footer', text, {})).not.toBeNull();
  });

  it('reads only known slots from the cookie', () => {
    expect(parseDismissedMessages('store:abc|footer:def|other:x|broken')).toEqual({
      store: 'abc',
      footer: 'def',
    });
    expect(parseDismissedMessages(undefined)).toEqual({});
  });
});
