/**
 * The online withdrawal statement (docs/decisions.md "the law": art. 11a of Directive 2011/83/EU,
 * art. 54-bis Codice del Consumo): what the shopper sends and what the acknowledgement repeats,
 * word for word, with the date and time it was sent. Pure: the labels come translated, the date
 * formatted; the same statement is the shop's record, the shopper's e-mail and the page they see.
 */

/** A line of the order, as the statement names it. */
export interface StatementItem {
  code: string;
  name: string;
  qty: number;
}

export interface WithdrawalStatement {
  /** The shopper's name, as they gave or confirmed it. */
  name: string;
  /** Where the acknowledgement goes: the order's e-mail. */
  email: string;
  order: string;
  /** When the order was placed (ISO), when known. */
  orderedOn: string | null;
  /** The goods withdrawn from; the whole order when it is every line. */
  items: StatementItem[];
  wholeOrder: boolean;
  /** When the statement was sent (ISO). */
  sentAt: string;
}

/**
 * The mark an attempt's statement carries in its subject on the back-end: a retry whose first answer
 * was lost finds the statement by it instead of recording a second one.
 */
export const statementMark = (attempt: string) => `#${attempt.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}`;

/** The statement's labels in the shopper's language (messages `Withdrawal.statement`). */
export interface StatementTexts {
  title: string;
  declaration: string;
  order: string;
  orderedOn: string;
  goods: string;
  wholeOrder: string;
  consumer: string;
  email: string;
  sentAt: string;
  receipt: string;
}

/**
 * The goods withdrawn from: the chosen lines of the order, or every line when none is chosen.
 * Codes that are not the order's own are ignored.
 */
export function withdrawnItems(
  orderItems: readonly StatementItem[],
  chosen: readonly string[],
): { items: StatementItem[]; wholeOrder: boolean } {
  const picked = orderItems.filter((item) => chosen.includes(item.code));
  if (picked.length === 0 || picked.length === orderItems.length) return { items: [...orderItems], wholeOrder: true };
  return { items: picked, wholeOrder: false };
}

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The statement as the e-mail and the shop's record carry it: plain, escaped HTML. */
export function statementHtml(
  statement: WithdrawalStatement,
  texts: StatementTexts,
  formatDateTime: (iso: string) => string,
): string {
  const rows: Array<[string, string]> = [
    [texts.order, statement.order],
    ...(statement.orderedOn
      ? ([[texts.orderedOn, formatDateTime(statement.orderedOn)]] as Array<[string, string]>)
      : []),
    [texts.consumer, statement.name],
    [texts.email, statement.email],
    [texts.sentAt, formatDateTime(statement.sentAt)],
  ];
  const goods = statement.wholeOrder ? `<p>${escape(texts.wholeOrder)}</p>` : '';
  const lines = statement.items
    .map((item) => `<li>${escape(`${item.qty} × ${item.name} (${item.code})`)}</li>`)
    .join('');
  return [
    `<h2>${escape(texts.title)}</h2>`,
    `<p>${escape(texts.declaration)}</p>`,
    `<p><strong>${escape(texts.goods)}</strong></p>`,
    goods,
    `<ul>${lines}</ul>`,
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</table>`,
    `<p>${escape(texts.receipt)}</p>`,
  ].join('\n');
}
