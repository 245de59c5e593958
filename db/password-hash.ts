import argon2 from 'argon2';

// The stored form of every password (staff and students): argon2id at OWASP's baseline of 19 MiB, 2 iterations,
// 1 lane. Here, below the API, because the demo data and the API both write it.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}
