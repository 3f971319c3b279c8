// Copies the production build in `.next` to `$NEXT_DIST_DIR`, without the build's own cache, so a
// second server on the same build keeps its page cache apart: the journeys' extended-profile
// storefront would otherwise serve pages the default-profile one rendered, and the other way round.
import { cpSync, existsSync, rmSync } from 'node:fs';

const target = process.env.NEXT_DIST_DIR;
if (!target || target === '.next') throw new Error('set NEXT_DIST_DIR to the copy, e.g. .next-extended');
if (!existsSync('.next/BUILD_ID')) throw new Error('no build in .next: run npm run build first');
rmSync(target, { recursive: true, force: true });
cpSync('.next', target, { recursive: true, filter: (src) => !/(^|[\\/])\.next[\\/]cache([\\/]|$)/.test(src) });
