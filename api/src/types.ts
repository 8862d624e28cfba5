import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './lib/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    storage: FileStorage;
    /** Encrypts brands' LINE channel secrets and tokens (lib/sealed-secret.ts). */
    channelSecretKey: Buffer;
  }
}

export {};
