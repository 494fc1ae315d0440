// /account/order/{id}/document/{documentId}: the signed-in customer's invoice or credit note as
// PDF. Someone else's order or document answers 404; a signed-out visitor goes to the sign-in.
import { calls } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { documentNotFound, pathId, streamDocument } from '../account/order-document.server.ts';
import { requireSignedIn } from '../account/signed-in.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { backend } = await requireSignedIn(request);
  const id = pathId(params.id);
  const documentId = pathId(params.documentId);
  if (id === null || documentId === null) return documentNotFound();
  return streamDocument(() => backend.backOfficeRaw(calls.backoffice.orderDocumentPdf, { params: { id, documentId } }));
}
