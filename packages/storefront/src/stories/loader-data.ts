// What each route's loader answers, as the route modules declare it: fixtures must fit these.
import type { loader as accountLoader } from '../routes/account.tsx';
import type { loader as cartLoader } from '../routes/cart.tsx';
import type { loader as checkoutLoader } from '../routes/checkout.tsx';

type DataOf<Loader extends (...args: never[]) => unknown> = Awaited<ReturnType<Loader>> extends { data: infer Data } ? Data : never;

export type CartLoaderData = DataOf<typeof cartLoader>;
export type CheckoutLoaderData = DataOf<typeof checkoutLoader>;
export type AccountLoaderData = DataOf<typeof accountLoader>;
