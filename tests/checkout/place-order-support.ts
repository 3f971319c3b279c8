import { vi } from 'vitest';
import { EMPTY_CHECKOUT } from '@/lib/checkout/defaults';
import type { CheckoutValues } from '@/lib/checkout/schema';
import type { RememberedOrder } from '@/lib/checkout/order-memory';

type Memory = RememberedOrder[];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const missingMethod = (path: string) =>
  json(
    {
      exc_type: 'ValidationError',
      _server_messages: JSON.stringify([
        JSON.stringify({ message: `Failed to get method for command ${path} with module has no attribute` }),
      ]),
    },
    417,
  );

/**
 * A back-end answering as the real one does (docs/backend/checkout.md): listing prices, Italy's
 * "Flat Rate" 4,50 € under 79 €, no coupon preview, no card gateway, and counters of what was
 * created.
 */
export function realBackend(
  over: {
    payment?: () => Response | Promise<Response>;
    coupon?: () => Response;
    other?: (path: string, url: URL, init?: RequestInit) => Response | undefined;
    /** create_quotation's own answer (a site without the Customer "Guest" answers 404). */
    quotation?: () => Response | undefined;
    /** More shipping rule rows (Local Pickup), answered with Flat Rate. */
    rules?: Array<Record<string, unknown>>;
  } = {},
) {
  const made = {
    quotations: [] as Array<Record<string, unknown>>,
    payments: 0,
    coupons: [] as string[],
    calls: [] as string[],
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname.replace('/api/method/', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    made.calls.push(path.split('.').pop()!);
    switch (path) {
      case 'omnicommerce.controllers.cart.get_deliverable_countries':
        return json({ message: { data: [{ name: 'Italy', code: 'it' }] } });
      case 'omnicommerce.controllers.cart.get_shipping_rules': {
        const total = Number(url.searchParams.get('totalPrice'));
        const band =
          total >= 79 ? { shipping_amount: 0, price_range_from: 79 } : { shipping_amount: 4.5, price_range_from: 0 };
        return json({
          message: {
            data: [
              {
                shipping_rule: 'Flat Rate',
                label: 'Corriere',
                generic_shipping_amount: 4.5,
                country: 'Italy',
                price_range_to: 0,
                ...band,
              },
              ...(over.rules ?? []),
            ],
          },
        });
      }
      case 'mymb_ecommerce.mymb_b2c.solr_search.shop':
        return json({
          message: {
            products: [
              {
                sku: 'FT-0425',
                name: 'Trapano',
                price: 129.9,
                sale_price: 99.9,
                is_sale: true,
                stock: 14,
                variants: [],
              },
              {
                sku: 'FT-0431',
                name: 'Livella',
                price: 49.5,
                sale_price: null,
                is_sale: false,
                stock: 19,
                variants: [],
              },
            ].filter((p) => url.searchParams.get('skus')!.split(';').includes(p.sku)),
          },
        });
      case 'mymb_ecommerce.mymb_ecommerce.order.create_quotation': {
        const refused = over.quotation?.();
        if (refused) return refused;
        made.quotations.push(body);
        return json({ message: `SAL-QTN-2026-${String(made.quotations.length).padStart(5, '0')}` });
      }
      case 'omnicommerce.controllers.promotion.apply_coupon_code':
        made.coupons.push(String(body.applied_code));
        return (
          over.coupon?.() ??
          json({
            message: {
              name: body.quotation_name,
              coupon_code: 'ESTATE10',
              discount_amount: 5.4,
              total: 49.5,
              grand_total: 48.6,
              coupon_description: '',
            },
          })
        );
      case 'mymb_ecommerce.mymb_ecommerce.payment.payment_request': {
        made.payments += 1;
        if (over.payment) return over.payment();
        const order = `SAL-ORD-2026-${String(made.payments).padStart(5, '0')}`;
        return json({
          message: {
            payment_request: {
              name: 'ACC-PRQ-2026-00001',
              reference_doctype: 'Sales Order',
              reference_name: order,
              grand_total: 54,
              currency: 'EUR',
              status: 'Requested',
            },
            payment_url: '/pages/payment-success?paymentgateway=transfer',
            wired_transfer_data: `<p onclick="x()">Bonifico</p><script>alert(1)</script><h2>${order}</h2>`,
            clientSecret: null,
            quotation: { name: body.quotation_name, grand_total: 54 },
          },
        });
      }
      default: {
        const answered = over.other?.(path, url, init);
        if (answered) return answered;
        // The Quotation resource: its totals as ERPNext computes them (items + the shipping row).
        const quotation = /^\/api\/resource\/Quotation\/(SAL-QTN-2026-(\d+))$/.exec(decodeURIComponent(path));
        if (quotation) {
          const sent = made.quotations[Number(quotation[2]) - 1] as {
            items: Array<{ qty: number; rate: number }>;
            shipping_rule: string;
          };
          const total = sent.items.reduce((n, i) => n + i.qty * i.rate, 0);
          const shipping = sent.shipping_rule === 'Flat Rate' && total < 79 ? 4.5 : 0;
          return json({
            data: {
              name: quotation[1],
              docstatus: 0,
              total,
              total_taxes_and_charges: shipping,
              discount_amount: 0,
              grand_total: total + shipping,
              rounded_total: total + shipping,
            },
          });
        }
        return missingMethod(path);
      }
    }
  });
  vi.stubGlobal('fetch', fetch);
  return made;
}

/** The cookie jar of one browser: what a response wrote, the next request reads. */
export function browserMemory() {
  let jar: Memory = [];
  return {
    read: async () => structuredClone(jar),
    write: async (entries: Memory) => {
      jar = structuredClone(entries);
    },
    entries: () => jar,
  };
}

export const form: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  email: 'Anna.Bianchi@example.com',
  first_name: 'Anna',
  last_name: 'Bianchi',
  phone: '+39 333 123 4567',
  shipping: {
    address_line1: 'Via Torino 45',
    address_line2: '',
    city: 'Milano',
    state: 'MI',
    pincode: '20123',
    country: 'IT',
  },
  shipping_rule: 'Flat Rate',
  accept_terms: true,
};

let attempts = 0;
export const order = (
  over: { priceCents?: number; expectedTotalCents?: number; coupon?: string | null; attempt?: string } = {},
) => ({
  form,
  lines: [{ sku: 'FT-0431', qty: 1, priceCents: over.priceCents ?? 4950 }],
  coupon: over.coupon ?? null,
  attempt: over.attempt ?? `attempt-${++attempts}-0123456789abcdef`,
  expectedTotalCents: over.expectedTotalCents ?? 5400,
  locale: 'it',
});

export const context = (memory = browserMemory()) => ({
  memory,
  readJwt: async () => undefined,
  writeJwt: async () => {},
  locale: 'it',
});
