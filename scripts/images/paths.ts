// Where the generator writes: the repository root, pwa/public/images and the generated content module.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'pwa', 'public');
export const IMAGES = path.join(PUBLIC, 'images');
export const CONTENT_FILE = path.join(ROOT, 'pwa', 'src', 'content', 'images.ts');
