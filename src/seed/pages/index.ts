import { aboutUsPage } from './about-us'
import { benefitsPage } from './benefits'
import { communityPage } from './community'
import { communityConnectInDiscordPage } from './community-connect-in-discord'
import { communityEventsPage } from './community-events'
import { communityGrantCompetitionPage } from './community-grant-competition'
import { dashboardBenefitsPage } from './dashboard-benefits'
import {
  grantConfirmationPage,
  leadFormConfirmationPage,
  leadFormSimpleDownloadPage,
  odpBusinessAccountConfirmationPage,
  partnerFormConfirmationPage,
  odpAccountIssueConfirmationPage,
  requestForQuoteConfirmPage,
  savingsWalkthroughConfirmationPage,
  spendNavigatorConfirmPage,
  spendNavigatorDetailsPage,
  supplierFormConfirmationPage,
} from './form-confirmations'
import { homePage } from './home'
import { industriesAssociationsAndChambersPage } from './industries-associations-and-chambers'
import { industriesCorporationPage } from './industries-corporation'
import { industriesEnterprisePage } from './industries-enterprise'
import { industriesSmallBusinessPage } from './industries-small-business'
import { industriesStateAndLocalGovernmentPage } from './industries-state-and-local-government'
import { landingPage } from './landing'
import { disclaimerPage } from './legal-disclaimer'
import { privacyPolicyPage } from './legal-privacy-policy'
import { termsAndConditionsPage } from './legal-terms-and-conditions'
import { resourcesPage } from './resources'
import { resourcesDownloadsPage } from './resources-downloads'
import { resourcesReadsPage } from './resources-reads'
import { businessEssentialsPage } from './services-business-essentials'
import { requestForQuotePage } from './services-request-for-quote'
import { spendNavigatorPage } from './services-spend-navigator'
import type { PageSeed } from './types'
import { vendorsDellPage } from './vendors-dell'
import { vendorsDellConfirmPage } from './vendors-dell-confirm'
import { vendorsDellTechnologyDiscountsPage } from './vendors-dell-technology-discounts'
import { vendorsFedexPage } from './vendors-fedex'
import { vendorsFedexConfirmPage } from './vendors-fedex-confirm'
import { vendorsFedexShippingDiscountsPage } from './vendors-fedex-shipping-discounts'
import { vendorsOdpPage } from './vendors-odp'
import { vendorsOdpBusinessAccountPage } from './vendors-odp-business-account'
import { vendorsOdpDiscountOptionsPage } from './vendors-odp-discount-options'
import { vendorsOdpExistingAccountPage } from './vendors-odp-existing-account'
import { vendorsOdpOnlinePortalPage } from './vendors-odp-online-portal'
import { vendorsOdpStorePurchasingCardPage } from './vendors-odp-store-purchasing-card'
import { vendorsOdpVendorAccountConfirmPage } from './vendors-odp-vendor-account-confirm'
import { whatWeOfferPage } from './what-we-offer'

/** Every public CMS page of spec section 2, in the order the seed creates them. */
export const pageSeeds: PageSeed[] = [
  homePage,
  landingPage,
  aboutUsPage,
  whatWeOfferPage,
  businessEssentialsPage,
  resourcesPage,
  resourcesDownloadsPage,
  resourcesReadsPage,
  benefitsPage,
  communityPage,
  communityEventsPage,
  communityGrantCompetitionPage,
  communityConnectInDiscordPage,
  termsAndConditionsPage,
  privacyPolicyPage,
  disclaimerPage,
  industriesSmallBusinessPage,
  industriesEnterprisePage,
  industriesStateAndLocalGovernmentPage,
  industriesAssociationsAndChambersPage,
  industriesCorporationPage,
  spendNavigatorPage,
  requestForQuotePage,
  vendorsOdpPage,
  vendorsOdpDiscountOptionsPage,
  vendorsOdpStorePurchasingCardPage,
  vendorsOdpOnlinePortalPage,
  vendorsOdpBusinessAccountPage,
  vendorsOdpExistingAccountPage,
  vendorsOdpVendorAccountConfirmPage,
  vendorsDellPage,
  vendorsDellTechnologyDiscountsPage,
  vendorsDellConfirmPage,
  vendorsFedexPage,
  vendorsFedexShippingDiscountsPage,
  vendorsFedexConfirmPage,
  grantConfirmationPage,
  spendNavigatorDetailsPage,
  spendNavigatorConfirmPage,
  requestForQuoteConfirmPage,
  leadFormConfirmationPage,
  supplierFormConfirmationPage,
  leadFormSimpleDownloadPage,
  partnerFormConfirmationPage,
  savingsWalkthroughConfirmationPage,
  odpBusinessAccountConfirmationPage,
  odpAccountIssueConfirmationPage,
]

/**
 * CMS pages inside the dashboard: the content part of a fixed dashboard route (members only; not
 * in the sitemap). /dashboard/benefits shows this page's blocks under its list of benefits.
 */
export const dashboardPageSeeds: PageSeed[] = [dashboardBenefitsPage]
