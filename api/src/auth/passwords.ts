import argon2 from 'argon2';
import { hashPassword } from '@db/password-hash';

export { hashPassword };

// Verified when the username is unknown, so a wrong username costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
