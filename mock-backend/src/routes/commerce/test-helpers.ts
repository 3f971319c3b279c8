/**
 * Test helpers for the commerce area (no token, like the rest of /__mock): what the shop stored,
 * and knobs for journeys. Their paths are listed in routes/commerce.ts.
 */
import { recomputeProductStock } from '../../catalogue/listing-stats';
import type { App, AppContext } from '../../context';
import { findItem } from '../../commerce/catalogue-items';
import { sendOrderConfirmation } from '../../commerce/order-confirmation';
import { orderOut } from '../../commerce/order-out';
import { assertStatus, getOrder, iso, setStatus, type OrderRow } from '../../commerce/orders';

/** What Stripe's webhook does on `payment_intent.succeeded`: the order paid ("YES") and submitted. */
function stripeSucceeded(c: AppContext, order: OrderRow): void {
  const db = c.get('db');
  const at = iso(c.get('options').now());
  db.transaction(() => {
    db.prepare(
      "UPDATE payment_request SET status = 'Paid', modified = ? WHERE sales_order = ? AND gateway = 'stripe'",
    ).run(at, order.name);
    setStatus(db, order, 'Paid', at, 'Stripe: payment_intent.succeeded');
  })();
  sendOrderConfirmation(db, getOrder(db, order.name)!, c.get('options'));
}

export function registerCommerceTestHelpers(app: App): void {
  app.get('/__mock/orders', (c) => {
    const db = c.get('db');
    const email = c.req.query('email')?.trim().toLowerCase();
    const name = c.req.query('name');
    const rows = (
      name
        ? db.prepare('SELECT * FROM sales_order WHERE name = ?').all(name)
        : email
          ? db.prepare('SELECT * FROM sales_order WHERE email = ? ORDER BY creation DESC, name DESC').all(email)
          : db.prepare('SELECT * FROM sales_order ORDER BY creation DESC, name DESC LIMIT 50').all()
    ) as OrderRow[];
    return c.json(
      rows.map((o) => ({
        ...orderOut(db, o, 'en'),
        email: o.email,
        user_email: o.user_email,
        quotation: o.quotation,
        token: o.token,
      })),
    );
  });

  app.post('/__mock/orders/status', async (c) => {
    const db = c.get('db');
    const body = (await c.req.json().catch(() => ({}))) as {
      name?: string;
      status?: string;
      note?: string;
      at?: string;
    };
    const order = body.name ? getOrder(db, body.name) : undefined;
    if (!order) return c.json({ error: 'order not found' }, 404);
    setStatus(db, order, assertStatus(body.status), body.at ?? iso(c.get('options').now()), body.note ?? null);
    return c.json(orderOut(db, getOrder(db, order.name)!, 'en'));
  });

  // Stripe's webhook as the real back-end handles it (the storefront never calls the webhook itself).
  app.post('/__mock/stripe/payment-succeeded', async (c) => {
    const db = c.get('db');
    const body = (await c.req.json().catch(() => ({}))) as { payment_intent?: string; order?: string };
    const order = body.payment_intent
      ? (db.prepare('SELECT * FROM sales_order WHERE payment_code = ?').get(body.payment_intent) as
          OrderRow | undefined)
      : body.order
        ? getOrder(db, body.order)
        : undefined;
    if (!order || order.payment_method !== 'stripe')
      return c.json({ status: 'Ignored', message: 'No Stripe order for this payment intent' });
    if (order.status !== 'To Pay')
      return c.json({ status: 'Ignored', message: `Sales Order ${order.name} is not awaiting payment` });
    stripeSucceeded(c, order);
    return c.json({ status: 'Success', message: `Sales Order ${order.name} paid` });
  });

  // A variant sku or, as the real profile sells them, a product sku (all its variants together).
  app.get('/__mock/stock', (c) => {
    const item = findItem(c.get('db'), c.req.query('sku') ?? '');
    return item ? c.json({ sku: item.item_code, stock: item.stock }) : c.json({ error: 'sku not found' }, 404);
  });

  app.post('/__mock/stock', async (c) => {
    const db = c.get('db');
    const body = (await c.req.json().catch(() => ({}))) as { sku?: string; stock?: number };
    const variants = db
      .prepare(
        'SELECT v.sku, v.product_id FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = ? OR (p.sku = ? AND NOT EXISTS (SELECT 1 FROM variant w WHERE w.sku = ?)) ORDER BY v.ord',
      )
      .all(body.sku ?? '', body.sku ?? '', body.sku ?? '') as Array<{ sku: string; product_id: number }>;
    if (!variants.length || typeof body.stock !== 'number' || !Number.isInteger(body.stock) || body.stock < 0)
      return c.json({ error: 'give an existing sku and a whole stock ≥ 0' }, 400);
    // A product sku: the whole stock on its first variant, none on the others.
    variants.forEach((v, i) =>
      db.prepare('UPDATE variant SET stock = ? WHERE sku = ?').run(i === 0 ? body.stock : 0, v.sku),
    );
    recomputeProductStock(db, variants[0]!.product_id);
    return c.json({ sku: body.sku, stock: body.stock });
  });
}
