// /guest/invoice/{ref}/{hash}/document/{documentId}: a guest's invoice or credit note as PDF,
// through the order link's token; without the right token, 404.
import { calls, guestOrderDocumentParamsSchema } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { documentNotFound, streamDocument } from '../account/order-document.server.ts';
import { backendOf } from '../server/request-backend.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = guestOrderDocumentParamsSchema.safeParse(params);
  if (!parsed.success) return documentNotFound();
  const backend = await backendOf(request);
  return streamDocument(() => backend.backOfficeRaw(calls.backoffice.guestOrderDocumentPdf, { params: parsed.data }));
}
