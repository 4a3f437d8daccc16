// zxcvbn's packages, loaded on first use: their dictionaries are about 28 MB of a server's heap (21 MiB of
// its memory at rest, measured on 2026-11-28), which a server that checks no password until someone sets one
// does not need. The first check loads them (about 260 ms). They ship CommonJS, so `require` loads them at
// once and the checks stay synchronous (they run inside zod schemas). Only their types are imported here.
import { createRequire } from 'node:module';
import type * as Core from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';

const require = createRequire(import.meta.url);

export const zxcvbnCore = () => require('@zxcvbn-ts/core') as typeof Core;
export const zxcvbnCommon = () => require('@zxcvbn-ts/language-common') as typeof Common;
export const zxcvbnEnglish = () => require('@zxcvbn-ts/language-en') as typeof English;
