import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = fileURLToPath(new URL('../../../.tmp/test/pglite-template.tar', import.meta.url));
