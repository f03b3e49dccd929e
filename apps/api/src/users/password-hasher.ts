import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Passwords are hashed with Argon2id, a memory-hard function (OWASP's first choice). */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
