import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ShopLink } from './ShopLink.tsx';

/**
 * A shared message (`@shop/i18n` legalMessages) whose <0>…</0> part is a link, e.g. "Ich
 * akzeptiere die <0>AGB</0>.". Translations may move the link anywhere in the sentence.
 */
export function LinkedMessage({ message, to }: { message: MessageDescriptor; to: string }) {
  const { i18n } = useLingui();
  const parts: ReactNode[] = i18n._(message).split(/<0>(.*?)<\/0>/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <ShopLink key={index} to={to}>{part}</ShopLink> : part))}</>;
}
