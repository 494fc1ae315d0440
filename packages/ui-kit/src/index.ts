export { Button, type ButtonProps } from './button/Button.tsx';

// Links and helpers
export {
  LinkProvider,
  UiLink,
  useLinkComponent,
  isExternalHref,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
  type UiLinkProps,
} from './link/link-context.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.tsx';
export { Icon, type IconProps } from './icon/Icon.tsx';
export { iconNames, type IconName } from './icon/icons.tsx';

// Header
export { CountBadge, type CountBadgeProps } from './count-badge/CountBadge.tsx';
export { SalesBar, type SalesBarProps } from './sales-bar/SalesBar.tsx';
export { AdminBar, type AdminBarProps, type AdminBarLink } from './admin-bar/AdminBar.tsx';
export { TopBanner, type TopBannerProps } from './top-banner/TopBanner.tsx';
export { Dropdown, type DropdownProps } from './dropdown/Dropdown.tsx';
export { useDismiss, type DismissReason } from './dropdown/useDismiss.ts';
export { MegaMenu, type MegaMenuProps } from './mega-menu/MegaMenu.tsx';
export type { MenuNode } from './mega-menu/menu-node.ts';
export { OffCanvas, type OffCanvasProps } from './off-canvas/OffCanvas.tsx';
export { MobileMenuTree, type MobileMenuTreeProps } from './off-canvas/MobileMenuTree.tsx';
export { SearchToggle, type SearchToggleProps } from './search-toggle/SearchToggle.tsx';
export { IconLink, type IconLinkProps } from './icon-link/IconLink.tsx';
export { IconButton, type IconButtonProps } from './icon-link/IconButton.tsx';
export { AdventBanner, AdventLink, type AdventProps } from './advent/AdventBanner.tsx';
export { SandboxBanner, type SandboxBannerProps } from './sandbox-banner/SandboxBanner.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link/SkipLink.tsx';

// Footer
export { FooterSection, type FooterSectionProps } from './footer/FooterSection.tsx';
export { LinkList, type LinkListProps, type FooterLink } from './footer/LinkList.tsx';
export { NewsletterForm, type NewsletterFormProps } from './footer/NewsletterForm.tsx';
export { SocialLinks, type SocialLinksProps, type SocialLink, type SocialNetwork } from './footer/SocialLinks.tsx';
export {
  PaymentMethods,
  defaultPaymentLabels,
  type PaymentMethodsProps,
  type PaymentMethod,
} from './footer/PaymentMethods.tsx';
export {
  DeliveryMethods,
  defaultDeliveryLabels,
  type DeliveryMethodsProps,
  type DeliveryMethod,
} from './footer/DeliveryMethods.tsx';
export { ScrollToTopButton, type ScrollToTopButtonProps } from './footer/ScrollToTopButton.tsx';
export { Copyright, type CopyrightProps } from './footer/Copyright.tsx';
export { AnpcBadges, type AnpcBadgesProps } from './anpc-badges/AnpcBadges.tsx';
export { TrustBadge, type TrustBadgeProps } from './trust-badge/TrustBadge.tsx';

// Overlays and floating badges
export { ConsentBanner, type ConsentBannerProps } from './consent-banner/ConsentBanner.tsx';
export { ReviewBadge, type ReviewBadgeProps } from './review-badge/ReviewBadge.tsx';
export { WhatsAppBadge, type WhatsAppBadgeProps } from './whatsapp-badge/WhatsAppBadge.tsx';

// Screens and small print
export { NotFoundScreen, RAINDROP_COUNT, type NotFoundScreenProps } from './screens/NotFoundScreen.tsx';
export { ServerErrorScreen, type ServerErrorScreenProps } from './screens/ServerErrorScreen.tsx';
export { FallbackScreen, type FallbackScreenProps } from './screens/FallbackScreen.tsx';
export { PleaseWait, type PleaseWaitProps } from './screens/PleaseWait.tsx';
export { VatNotice, type VatNoticeProps } from './vat-notice/VatNotice.tsx';
