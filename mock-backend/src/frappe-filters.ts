/** Frappe's list filters (`[[field, op, value]]`, `{field: value}`, child-table fields) over rows. */
import type { Row } from './frappe';

type Condition = { child: string | null; field: string; op: string; value: unknown };

function readConditions(filters: unknown, doctype: string): Condition[] {
  const out: Condition[] = [];
  if (Array.isArray(filters)) {
    for (const f of filters) {
      if (!Array.isArray(f)) continue;
      const [dt, field, op, value] = f.length >= 4 ? f : [doctype, ...f];
      const child = String(dt).toLowerCase() === doctype.toLowerCase() ? null : String(dt);
      out.push({ child, field: String(field), op: String(op ?? '=').toLowerCase(), value });
    }
  } else if (filters && typeof filters === 'object') {
    for (const [k, v] of Object.entries(filters as Row)) {
      if (Array.isArray(v)) out.push({ child: null, field: k, op: String(v[0]).toLowerCase(), value: v[1] });
      else out.push({ child: null, field: k, op: '=', value: v });
    }
  }
  return out;
}

/** Equality as MariaDB compares: numbers by value, text without regard to case (the default collation). */
const same = (a: unknown, b: unknown) => a == b || String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

function test(actual: unknown, op: string, value: unknown): boolean {
  switch (op) {
    case '!=':
      return !same(actual, value);
    case 'in':
    case 'not in': {
      const list = Array.isArray(value)
        ? value
        : String(value)
            .split(',')
            .map((s) => s.trim());
      return list.some((v) => same(actual, v)) === (op === 'in');
    }
    case 'like':
    case 'not like': {
      const re = new RegExp(
        `^${String(value)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/%/g, '.*')
          .replace(/_/g, '.')}$`,
        'i',
      );
      return re.test(String(actual ?? '')) === (op === 'like');
    }
    case '>':
    case '<': {
      const numeric =
        actual !== '' && value !== '' && Number.isFinite(Number(actual)) && Number.isFinite(Number(value));
      const [x, y] = numeric ? [Number(actual), Number(value)] : [String(actual ?? ''), String(value ?? '')];
      return op === '>' ? x > y : x < y;
    }
    case '>=':
      return !test(actual, '<', value);
    case '<=':
      return !test(actual, '>', value);
    default:
      return same(actual, value);
  }
}

/** A row's child rows of a doctype (e.g. an Address's `links`, rows with `doctype: "Dynamic Link"`). */
function childRows(row: Row, child: string): Row[] {
  const rows: Row[] = [];
  for (const v of Object.values(row)) {
    if (!Array.isArray(v)) continue;
    for (const r of v)
      if (r && typeof r === 'object' && String((r as Row).doctype).toLowerCase() === child.toLowerCase())
        rows.push(r as Row);
  }
  return rows;
}

export function applyFilters(rows: Row[], filters: unknown, doctype: string): Row[] {
  const conds = readConditions(filters, doctype);
  if (conds.length === 0) return rows;
  return rows.filter((r) =>
    conds.every(({ child, field, op, value }) =>
      child ? childRows(r, child).some((cr) => test(cr[field], op, value)) : test(r[field], op, value),
    ),
  );
}
