// argon2id's cost on its own: hashPassword and verifyPassword timed one after another (one at a time), so a
// login rate can be compared with its ceiling, cores ÷ the time of one verification.
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';

export interface Argon2Cost {
  hashMs: number;
  verifyMs: number;
}

export async function measureArgon2(rounds: number): Promise<Argon2Cost> {
  const password = 'bench-password-0123';
  const stored = await hashPassword(password); // warm-up, and the hash to verify against
  let started = performance.now();
  for (let i = 0; i < rounds; i++) await hashPassword(password);
  const hashMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i++) {
    if (!(await verifyPassword(stored, password))) throw new Error('argon2 verification failed');
  }
  const verifyMs = (performance.now() - started) / rounds;
  return { hashMs, verifyMs };
}
