import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PasswordWorkBusy,
  passwordWork,
  passwordWorkLoad,
  verifyPassword,
} from './passwords.ts';

describe('password hashing is bounded (issue 22, point 4)', () => {
  it(`a flood: at most ${passwordWork.concurrent} hash at once, ${passwordWork.waiting} wait, the rest are refused at once`, async () => {
    const hash = await hashPassword('the-right-password');
    let mostRunning = 0;
    const watch = setInterval(() => {
      mostRunning = Math.max(mostRunning, passwordWorkLoad().running);
    }, 1);
    const flood = 60;
    const outcomes = await Promise.allSettled(
      Array.from({ length: flood }, (_, index) => verifyPassword(hash, `guess-${index}`)),
    );
    clearInterval(watch);
    const refused = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof PasswordWorkBusy,
    );
    const checked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(checked).toHaveLength(passwordWork.concurrent + passwordWork.waiting);
    expect(refused).toHaveLength(flood - passwordWork.concurrent - passwordWork.waiting);
    expect(mostRunning).toBeLessThanOrEqual(passwordWork.concurrent);
    // Every slot is given back: afterwards a check runs at once and is right.
    expect(passwordWorkLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword(hash, 'the-right-password')).toBe(true);
  });
});
