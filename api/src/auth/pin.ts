/**
 * PIN and ops-password hashing with argon2id. The cost of a new hash comes from the configuration
 * (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES; default and production floor: 19 MiB, 2 passes); a stored hash
 * carries its own parameters, so `verifyPin` checks hashes of any cost.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost: memory in KiB and passes (config `passwordHash`). */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** A new argon2id hash (PHC string) of `pin` at `cost`. */
export function hashPin(pin: string, cost: PasswordHashCost): Promise<string> {
  return hash(pin, { memoryCost: cost.memoryKib, timeCost: cost.passes });
}

/** True when `pin` matches `pinHash`; false for a wrong one or a malformed hash. */
export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
}

const dummies = new Map<string, Promise<string>>();

/**
 * A real hash at `cost` of a secret nobody knows, made once per cost: verified when there is no account, so a
 * missing account costs the same time as a wrong PIN or password.
 */
export function dummyHash(cost: PasswordHashCost, secret: string): Promise<string> {
  const key = `${cost.memoryKib}:${cost.passes}`;
  let made = dummies.get(key);
  if (!made) {
    made = hashPin(secret, cost);
    dummies.set(key, made);
  }
  return made;
}
