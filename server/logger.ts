// The one logger of the server (pino); modules take a child of it rather than importing pino. Secrets never
// reach the log: authorization headers, passwords, password hashes and tokens are redacted wherever they
// sit in a logged object, and an error's message is cleaned of argon2 hashes and bearer tokens (a driver
// may quote a bound value in its message).
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'token',
  'jwt',
  'bindings',
];

/** Each secret key at the top level and up to three levels down (pino's paths do not recurse). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

const SECRET_TEXT = [/\$argon2(?:id|i|d)\$[^\s'",)]+/g, /\b(?:Bearer\s+)?eyJ[\w-]+\.[\w-]+\.[\w-]+/g];

function scrub(text: string): string {
  return SECRET_TEXT.reduce((clean, pattern) => clean.replace(pattern, '[redacted]'), text);
}

/** pino's error serializer, with every text of the error (message, stack, PostgreSQL's detail) scrubbed. */
function serializeError(error: unknown): unknown {
  const plain = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!plain || typeof plain !== 'object') return plain;
  for (const [key, value] of Object.entries(plain)) if (typeof value === 'string') plain[key] = scrub(value);
  return plain;
}

/** A logger at `level`, writing to stdout unless a destination is given (tests read what is logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
