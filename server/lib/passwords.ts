// Password hashing: argon2id with the OWASP minimum (19 MiB, 2 iterations), docs/architecture.md section 6.
import { hash, verify, type Options } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that is not argon2 at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
