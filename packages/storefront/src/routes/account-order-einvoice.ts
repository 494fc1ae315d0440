// /account/order/{id}/document/{documentId}/xml: the e-invoice (XRechnung) of the signed-in
// customer's invoice or credit note (issue 35). A document without one, or someone else's, answers 404.
import { calls } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { documentNotFound, pathId, streamDocument } from '../account/order-document.server.ts';
import { requireSignedIn } from '../account/signed-in.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { backend } = await requireSignedIn(request);
  const id = pathId(params.id);
  const documentId = pathId(params.documentId);
  if (id === null || documentId === null) return documentNotFound();
  return streamDocument(() => backend.backOfficeRaw(calls.backoffice.orderDocumentXml, { params: { id, documentId } }), 'application/xml');
}
