// A stand-in for POST /cart/add in unit tests: answers from a script and records what was sent.

import type { AddToServer, AddToServerRequest, AddToServerResponse } from './add-to-cart.ts';

export type FakeBackOffice = AddToServer & { requests: AddToServerRequest[] };

export function fakeBackOffice(...answers: (AddToServerResponse | Error)[]): FakeBackOffice {
  const requests: AddToServerRequest[] = [];
  const addToServer = async (request: AddToServerRequest) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('the fake back office has no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return Object.assign(addToServer, { requests });
}

export const added = (quantity: number, cartId = 41, cartItemId = 501): AddToServerResponse => ({
  status_code: 200,
  data: { quantity, cartId, cartItemId },
});

export const cartNotFound: AddToServerResponse = { status_code: 404, status: 'Cart not found' };
