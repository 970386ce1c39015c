import { formFields, readPaymentPage, ticketOfHash } from '../../../../src/features/finance/paymentModel';

describe('the browser demo payment page (issue 42)', () => {
  it('keeps the page’s main, its forms and its style, and nothing that runs or links out', () => {
    const view = readPaymentPage(
      '<!doctype html><html><head><title>Pay</title><style nonce="n">.pay{color:red}</style></head><body>' +
        '<main class="pay" data-state="open" onclick="alert(1)"><h1>Pay</h1><script>alert(2)</script>' +
        '<a href="https://example.com">out</a><img src="x" onerror="alert(3)">' +
        '<form method="post" action="/plugin/qianfan/admin/finance/recharge" target="_top">' +
        '<input type="hidden" name="order" value="ab12"><input type="hidden" name="action" value="pay">' +
        '<button type="submit" formaction="https://evil.example">Pay</button></form></main></body></html>',
    );
    expect(view.title).toBe('Pay');
    expect(view.style).toBe('.pay{color:red}');
    const html = view.main?.outerHTML ?? '';
    expect(html).toContain('data-state="open"');
    expect(html).not.toMatch(/onclick|onerror|script|<a|<img|target=|formaction/);
    const form = view.main?.querySelector('form');
    expect(form && formFields(form)).toEqual({ order: 'ab12', action: 'pay' });
  });

  it('reads the ticket of the address’s fragment', () => {
    expect(ticketOfHash('#ticket=00ff')).toBe('00ff');
    expect(ticketOfHash('')).toBe('');
  });
});
