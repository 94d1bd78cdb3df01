import argon2 from 'argon2';
import { AppError } from '../errors.ts';

/**
 * How much password hashing runs at once, and how much may wait (issue 22, point 4). argon2 runs
 * on libuv's thread pool, which compression and file reads share: unbounded, a flood of logins
 * filled the pool and a gzipped answer waited 45 s behind it. At most `concurrent` hashes hold a
 * pool thread (the pool has 8 under `npm start`, libuv's 4 elsewhere), at most `waiting` wait
 * their turn (about a second of work), and more are refused at once with 429.
 */
export const passwordWork = { concurrent: 2, waiting: 24 } as const;

export class PasswordWorkBusy extends AppError {
  readonly retryAfterSeconds = 1;

  constructor() {
    super('BUSY', 429, 'Too many sign-ins at this moment: try again in a second');
  }
}

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a hashing slot is free; a full queue refuses it with PasswordWorkBusy. */
async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < passwordWork.concurrent) running += 1;
  else if (queue.length >= passwordWork.waiting) throw new PasswordWorkBusy();
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The hashing slots in use and the hashes waiting: for tests and metrics. */
export function passwordWorkLoad(): { readonly running: number; readonly waiting: number } {
  return { running, waiting: queue.length };
}

/** Passwords are hashed with argon2id (OWASP's first choice), with the library's tuned defaults. */
export function hashPassword(password: string): Promise<string> {
  return inHashingSlot(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return inHashingSlot(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts').catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  return decoyHash;
}
