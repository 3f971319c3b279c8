/** Arguments read as the real Python methods read them, and the error their `.get` on a missing object raises. */
import { pythonError, type Row } from '../../frappe';

export const noneAttribute = () => pythonError('AttributeError', "'NoneType' object has no attribute 'get'");
export const asObject = (v: unknown): Row | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : null;
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
