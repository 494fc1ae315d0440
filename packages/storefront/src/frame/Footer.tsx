// The footer (spec section 2): contact, newsletter form, support links with translated slugs,
// payment and delivery marks, social links, trust badges, legal notes, scroll-to-top, copyright.
import { useLingui } from '@lingui/react/macro';
import { footerSlugs, withdrawalFormPaths } from '@shop/i18n';
import {
  AnpcBadges,
  Copyright,
  DeliveryMethods,
  FooterSection,
  LinkList,
  NewsletterForm,
  PaymentMethods,
  ScrollToTopButton,
  SocialLinks,
  VatNotice,
} from '@shop/ui-kit';
import { memo } from 'react';
import { useFetcher } from 'react-router';
import { NewsletterNotice } from '../account/NewsletterNotice.tsx';
import country from '../country/current-country.ts';
import type { action as newsletterAction } from '../routes/newsletter.tsx';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
import type { FrameData } from './frame-data.ts';
import type { ReviewBadgeData } from './review-badge-data.ts';
import { TrustSeals } from './TrustSeals.tsx';
import styles from './footer.module.css';

/** Memoised like the header: the frame's renders after hydration and on navigation leave it be. */
export const Footer = memo(function Footer({ frame, reviews, floating = true }: { frame: FrameData; reviews: ReviewBadgeData | null; floating?: boolean }) {
  const { t } = useLingui();
  const newsletter = useFetcher<typeof newsletterAction>();
  const slugs = footerSlugs[country.language];
  const networkLabel = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok' } as const;
  const payments = paymentMarks(frame.methods?.payment ?? null);
  const deliveries = deliveryMarks(frame.methods?.pickup ?? true);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterSection title={t`Contact`}>
          {frame.storeInfo ? (
            <address className={styles.contact}>
              <a href={`tel:${frame.storeInfo.phone.replace(/\s/g, '')}`}>{frame.storeInfo.phone}</a>
              <span>{frame.storeInfo.hours}</span>
              {frame.storeInfo.email ? <a href={`mailto:${frame.storeInfo.email}`}>{frame.storeInfo.email}</a> : null}
              <span>{frame.storeInfo.address}</span>
            </address>
          ) : (
            <address className={styles.contact}>
              <a href={`tel:${country.support.phone.replace(/\s/g, '')}`}>{country.support.phone}</a>
              <span>{country.support.hours}</span>
              <a href={`mailto:${country.support.email}`}>{country.support.email}</a>
            </address>
          )}
        </FooterSection>
        <FooterSection title={t`Newsletter`}>
          {/* One submit subscribes (POST, double opt-in mail): with JavaScript the shopper stays on
              the page and reads the answer here; without, /newsletter answers with it. */}
          <NewsletterForm
            action="/newsletter"
            method="post"
            label={t`Your email address`}
            placeholder={t`name@example.com`}
            submitLabel={t`Subscribe`}
            onSubmit={(event) => {
              event.preventDefault();
              void newsletter.submit(event.currentTarget, { method: 'post', action: '/newsletter' });
            }}
          />
          {newsletter.state === 'idle' && newsletter.data ? (
            newsletter.data.result.ok || newsletter.data.result.code === 'rate_limited' ? (
              <NewsletterNotice result={newsletter.data.result} unsubscribing={false} />
            ) : (
              <p role="alert">{t`Please enter a valid email address.`}</p>
            )
          ) : null}
        </FooterSection>
        <FooterSection title={t`Service`}>
          <LinkList
            links={[
              { label: t`Payment`, href: slugs.pay },
              { label: t`Delivery`, href: slugs.delivery },
              { label: t`Shipping costs`, href: slugs.shippingCosts },
              { label: t`FAQ`, href: slugs.faq },
              { label: t`Contact`, href: '/contact' },
              // The Romania-only pages (spec section 2), where the shop has them.
              ...(country.flags.romaniaOnlyRoutes
                ? [
                    { label: t`Warranty conditions`, href: '/conditii-de-garantie.html' },
                    { label: t`User manual`, href: '/manual-de-utilizare-1.html' },
                  ]
                : []),
            ]}
          />
        </FooterSection>
        <FooterSection title={t`Legal`}>
          <LinkList
            links={[
              { label: t`Data protection`, href: slugs.dataProtection },
              { label: t`Terms and conditions`, href: slugs.termsAndConditions },
              { label: t`Right of withdrawal`, href: slugs.rightOfWithdrawal },
              // §356a BGB: declaring withdrawal must be reachable from every page, without sign-in.
              { label: t`Withdraw from contract`, href: withdrawalFormPaths[country.language] },
              { label: t`Imprint`, href: slugs.imprint },
              { label: t`Press`, href: slugs.press },
              { label: t`About us`, href: '/about' },
            ]}
          />
          <ConsentSettingsButton />
        </FooterSection>
      </div>
      <div className={styles.marks}>
        <PaymentMethods
          label={t`Payment methods`}
          methods={[...payments]}
          methodLabels={{ prepayment: t`Prepayment`, cod: t`Cash on delivery` }}
        />
        <DeliveryMethods
          label={t`Delivery`}
          methods={deliveries}
          methodLabels={{ freight: t`Freight forwarding`, pickup: t`Pickup` }}
        />
        {frame.shop.social.length > 0 ? (
          <SocialLinks links={frame.shop.social.map((s) => ({ ...s, label: t`${networkLabel[s.network]}: ${frame.shop.storeName}` }))} />
        ) : null}
        <TrustSeals shop={frame.shop} reviews={reviews} />
        {country.anpc ? (
          // SAL only: the EU ODR platform (SOL) closed on 20 July 2025.
          <AnpcBadges salHref={country.anpc.salHref} salLabel={t`ANPC - alternative dispute resolution`} />
        ) : null}
      </div>
      {country.isoAlpha2 !== 'RO' ? (
        <p className={styles.legalNote}>
          {/* Company and VAT-exempt customers see net prices everywhere (decision 014). */}
          <VatNotice
            as="span"
            text={frame.user.excludeVat ? t`All prices net, 0% VAT, plus` : frame.user.isCompany ? t`All prices net, plus VAT and` : t`All prices incl. VAT, plus`}
            shippingHref={slugs.shippingCosts}
            shippingLabel={t`shipping costs`}
          />
        </p>
      ) : null}
      <Copyright text={t`© ${year} ${frame.shop.storeName}`} />
      {/* Not over a form the shopper fills in (issue 37). */}
      {floating ? <ScrollToTopButton label={t`Back to top`} /> : null}
    </footer>
  );
});

type PaymentMark = 'paypal' | 'visa' | 'mastercard' | 'klarna' | 'sofort' | 'amazon' | 'prepayment' | 'cod';

/** A payment method's marks in the footer: a card provider shows the cards it takes. */
const marksOfMethod: Record<string, PaymentMark[]> = {
  paypal: ['paypal'],
  stripe: ['visa', 'mastercard'],
  globalpayments: ['visa', 'mastercard'],
  klarna: ['klarna'],
  sofort: ['sofort'],
  amazon: ['amazon'],
  vorkasse: ['prepayment'],
  ramburs: ['cod'],
};

/** The marks of the methods the shop offers (issue 37), in the order offered; the shop's usual ones while they are not known. */
export function paymentMarks(offered: string[] | null): PaymentMark[] {
  const codes = offered ?? (country.isoAlpha2 === 'RO' ? ['globalpayments', 'paypal', 'ramburs'] : ['paypal', 'stripe', 'klarna', 'sofort', 'amazon', 'vorkasse']);
  return [...new Set(codes.flatMap((code) => marksOfMethod[code] ?? []))];
}

/** Parcel carriers where the shop ships with them (DHL and DPD in Germany and Austria), freight, and pickup where there are points. */
export function deliveryMarks(pickup: boolean): ('dhl' | 'dpd' | 'freight' | 'pickup')[] {
  return [...(country.isoAlpha2 === 'RO' ? [] : (['dhl', 'dpd'] as const)), 'freight', ...(pickup ? (['pickup'] as const) : [])];
}
