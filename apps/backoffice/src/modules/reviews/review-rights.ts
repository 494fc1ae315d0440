// Only a customer who bought a product may review it, once: bought means an order of theirs with
// the product that was paid or has shipped (an order awaiting payment, failed or cancelled does
// not count).
import type { Db } from '../../db/connect.ts';
import { hasBought, hasLiveReview } from './review-repository.ts';

export async function mayReview(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [bought, reviewed] = await Promise.all([hasBought(db, customerId, productId), hasLiveReview(db, customerId, productId)]);
  return bought && !reviewed;
}
