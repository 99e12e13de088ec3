/** PIN hashing with argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

export function hashPin(pin: string): Promise<string> {
  return hash(pin);
}

export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
}
