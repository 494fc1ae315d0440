// Where a wallet's return page (PayPal, Amazon Pay) sends the payer once the back office has tried to
// take the payment: the order-placed page it answers, or the order-failed page (the cart is still
// there) when the provider declined or the payer did not approve.
import { ApiError } from '@shop/api-client';
import { redirect, redirectDocument } from 'react-router';
import type { ShopSession } from '../session/session.server.ts';

export async function afterWalletPayment(session: ShopSession, complete: () => Promise<{ data: { redirect_url: string } }>): Promise<Response> {
  try {
    const answer = await complete();
    // A whole document: the order-placed page has its own policy (no third-party scripts, no Referer).
    return redirectDocument(answer.data.redirect_url);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const ref = session.get('lastOrder')?.ref;
      return redirect(ref ? `/order-failed?order=${encodeURIComponent(ref)}` : '/order-failed');
    }
    throw error;
  }
}
