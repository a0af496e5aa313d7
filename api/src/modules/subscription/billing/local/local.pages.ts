/** The local gateway's pages: plain HTML, no script (the bff's CSP forbids inline scripts anyway). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a202c;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.5}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #a0aec0;border-radius:6px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}.error{background:#fff5f5;border:1px solid #c53030;color:#822727;padding:.75rem;border-radius:6px}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{padding:.7rem 1.2rem;border-radius:6px;font-size:1rem;cursor:pointer;border:1px solid #2b6cb0}
.primary{background:#2b6cb0;color:#fff}.secondary{background:#fff;color:#2b6cb0}.hint{color:#4a5568;font-size:.9rem}
table{width:100%;border-collapse:collapse}td{padding:.4rem 0;border-bottom:1px solid #e2e8f0}td:last-child{text-align:right}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface CardPageModel {
  customerEmail: string;
  error?: { field: string; message: string };
  values?: { expMonth?: string; expYear?: string; name?: string };
}

const field = (id: string, label: string, attrs: string, model: CardPageModel, value = ''): string => {
  const invalid = model.error?.field === id;
  return `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true" aria-describedby="card-error"' : ''} required>`;
};

/** The card form. The number and CVC are never echoed back. */
export function cardPage(model: CardPageModel): string {
  const v = model.values ?? {};
  const error = model.error
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(model.error.message)}</p>`
    : '';
  return layout(
    'Add a payment card — Trialbridge',
    `<h1>Add a payment card</h1>
<p class="hint">For ${escapeHtml(model.customerEmail)}. This test payment page takes test cards only: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.</p>
${error}
<form method="post" action="" autocomplete="off">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', model)}
<div class="row"><div>${field('expMonth', 'Expiry month', 'inputmode="numeric" maxlength="2" placeholder="MM"', model, v.expMonth)}</div>
<div>${field('expYear', 'Expiry year', 'inputmode="numeric" maxlength="4" placeholder="YYYY"', model, v.expYear)}</div>
<div>${field('cvc', 'CVC', 'inputmode="numeric" maxlength="4" autocomplete="cc-csc"', model)}</div></div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"', model, v.name)}
<div class="actions"><button class="primary" type="submit" name="action" value="save">Save card</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

/** A page with a heading, a sentence and a way back (expired card pages, unknown receipts). */
export function messagePage(heading: string, text: string, homeUrl: string): string {
  return layout(
    `${heading} — Trialbridge`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(homeUrl)}">Back to Trialbridge</a></p>`,
  );
}

export const expiredPage = (homeUrl: string): string =>
  messagePage(
    'This card page has expired',
    'It was already used, or it is more than 30 minutes old. Go back to Trialbridge and open it again.',
    homeUrl,
  );

export interface ReceiptModel {
  paymentId: number;
  date: Date;
  companyName: string;
  billingEmail: string | null;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountCents: number;
  discountCents: number;
  discountName: string | null;
  card: string | null;
}

const money = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (date: Date): string => date.toISOString().slice(0, 10);

export function receiptPage(r: ReceiptModel): string {
  const rows: [string, string][] = [
    ['Receipt number', `TB-${String(r.paymentId).padStart(6, '0')}`],
    ['Date paid', day(r.date)],
    ['Billed to', r.billingEmail ? `${r.companyName} (${r.billingEmail})` : r.companyName],
    ['Description', r.description],
    ...(r.periodStart && r.periodEnd
      ? [['Period', `${day(r.periodStart)} to ${day(r.periodEnd)}`] as [string, string]]
      : []),
    ...(r.discountCents > 0
      ? [
          ['Subtotal', money(r.amountCents + r.discountCents)] as [string, string],
          [`Discount${r.discountName ? ` (${r.discountName})` : ''}`, `−${money(r.discountCents)}`] as [string, string],
        ]
      : []),
    ['Amount paid', `${money(r.amountCents)} USD`],
    ...(r.card ? [['Payment method', r.card] as [string, string]] : []),
  ];
  const table = rows.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join('');
  return layout(
    `Receipt TB-${String(r.paymentId).padStart(6, '0')} — Trialbridge`,
    `<h1>Receipt from Trialbridge</h1><p>Paid ${escapeHtml(money(r.amountCents))} on ${day(r.date)}.</p><table>${table}</table>`,
  );
}
