// /guest/invoice/{ref}/{hash}/document/{documentId}/xml: a guest's e-invoice (issue 35), through
// the order link's token; without the right token, or for a document without one, 404.
import { calls, guestOrderDocumentParamsSchema } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { documentNotFound, streamDocument } from '../account/order-document.server.ts';
import { backendOf } from '../server/request-backend.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = guestOrderDocumentParamsSchema.safeParse(params);
  if (!parsed.success) return documentNotFound();
  const backend = await backendOf(request);
  return streamDocument(() => backend.backOfficeRaw(calls.backoffice.guestOrderDocumentXml, { params: parsed.data }), 'application/xml');
}
