import type { Language } from '@mecha/shared/i18n/languages';
import type { Order } from '@mecha/shared/pay/api';

// The sandbox provider's hosted checkout page: plain HTML and forms, no script (the CSP allows none inline), styles
// inline (allowed). Every dynamic text is escaped.
const T: Record<Language, Record<'title' | 'order' | 'amount' | 'method' | 'remaining' | 'pay' | 'payLate' | 'fail' | 'cancel' | 'back' | 'notFound' | 'sandbox' | 'state' | 'late' | 'receives', string>> = {
  'zh-CN': { title: '沙盒收银台', order: '订单', amount: '金额', method: '支付方式', remaining: '剩余时间', pay: '支付', payLate: '仍要支付（已超时）', fail: '模拟失败', cancel: '取消支付', back: '返回充值中心', notFound: '找不到该订单', sandbox: '测试环境：不会产生真实扣款', state: '状态', late: '支付窗口已关闭，仍可付款：订单会在付款后到账', receives: '充值角色' },
  'zh-HK': { title: '沙盒收銀台', order: '訂單', amount: '金額', method: '付款方式', remaining: '剩餘時間', pay: '付款', payLate: '仍要付款（已逾時）', fail: '模擬失敗', cancel: '取消付款', back: '返回儲值中心', notFound: '找不到該訂單', sandbox: '測試環境：不會產生真實扣款', state: '狀態', late: '付款時限已過，仍可付款：訂單會在付款後到帳', receives: '儲值角色' },
  en: { title: 'Sandbox checkout', order: 'Order', amount: 'Amount', method: 'Payment method', remaining: 'Time left', pay: 'Pay', payLate: 'Pay anyway (timed out)', fail: 'Simulate failure', cancel: 'Cancel payment', back: 'Back to the payment centre', notFound: 'Order not found', sandbox: 'Test environment: no real money is charged', state: 'State', late: 'The payment window has closed; you can still pay and the order will be delivered', receives: 'Role topped up' },
  ja: { title: 'サンドボックス決済', order: '注文', amount: '金額', method: '支払い方法', remaining: '残り時間', pay: '支払う', payLate: 'それでも支払う（期限切れ）', fail: '失敗をシミュレート', cancel: '支払いをキャンセル', back: 'チャージセンターに戻る', notFound: '注文が見つかりません', sandbox: 'テスト環境：実際の請求は発生しません', state: '状態', late: '支払い期限は過ぎましたが、支払えば注文は届きます', receives: 'チャージ先キャラ' },
};

const STATES: Record<Language, Record<Order['state'], string>> = {
  'zh-CN': { processing: '待支付', success: '支付成功', failed: '支付失败', cancelled: '已取消', timeout: '已超时' },
  'zh-HK': { processing: '待付款', success: '付款成功', failed: '付款失敗', cancelled: '已取消', timeout: '已逾時' },
  en: { processing: 'Awaiting payment', success: 'Paid', failed: 'Failed', cancelled: 'Cancelled', timeout: 'Timed out' },
  ja: { processing: '支払い待ち', success: '支払い完了', failed: '失敗', cancelled: 'キャンセル済み', timeout: '期限切れ' },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export const resultUrl = (orderId: string) => `/#/pages/act/payment-center/index?order=${encodeURIComponent(orderId)}`;

const CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0d1424;color:#e8eefc}main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}.note{color:#9fb0cf;font-size:14px;margin:0 0 20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#9fb0cf}dd{margin:0;text-align:right;font-weight:600}form{margin:0 0 12px}button,a.btn{display:block;box-sizing:border-box;width:100%;min-height:48px;border-radius:10px;border:1px solid #3a4a6b;
background:#18223a;color:#e8eefc;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:12px;cursor:pointer}button.primary{background:#2f7cf6;border-color:#2f7cf6;color:#fff}
.warn{color:#ffcf6e;font-size:14px}`;

function page(lang: Language, title: string, inner: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>${inner}</main></body></html>`;
}

export function checkoutPage(order: Order, lang: Language): string {
  const t = T[lang];
  const left = Math.max(0, order.expiresAt - order.now);
  const mmss = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  const open = order.state === 'processing' && left > 0;
  const late = order.state === 'timeout' || (order.state === 'processing' && left === 0);
  const button = (event: string, label: string, primary = false) =>
    `<form method="post" action="/sandbox-pay/${encodeURIComponent(order.orderId)}/${event}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
  const rows: [string, string][] = [
    [t.order, order.orderId],
    [t.receives, `${order.nickname} (${order.uid})`],
    [order.skuName, `${order.amount} + ${order.bonus}`],
    [t.amount, `${order.price} ${order.currency}`],
    [t.method, order.methodName],
    [t.state, STATES[lang][order.state]],
    ...(open ? [[t.remaining, mmss] as [string, string]] : []),
  ];
  const actions = open
    ? button('paid', t.pay, true) + button('failed', t.fail) + button('cancelled', t.cancel)
    : late
      ? `<p class="warn">${escapeHtml(t.late)}</p>${button('paid', t.payLate, true)}`
      : '';
  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.sandbox)}</p><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>${actions}<a class="btn" href="${escapeHtml(resultUrl(order.orderId))}">${escapeHtml(t.back)}</a>`,
  );
}

export function notFoundPage(lang: Language): string {
  const t = T[lang];
  return page(lang, t.notFound, `<h1>${escapeHtml(t.notFound)}</h1><p class="note">${escapeHtml(t.sandbox)}</p><a class="btn" href="/#/pages/act/payment-center/index">${escapeHtml(t.back)}</a>`);
}
