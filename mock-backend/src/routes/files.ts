import type { MockModule } from '../context';

export const filesModule: MockModule = { name: 'files' };
