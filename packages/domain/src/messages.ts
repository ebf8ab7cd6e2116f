/**
 * Every user-facing text of both spec documents (000 §2-§8, 001 §2-§8) that a rule owns, spelled exactly
 * as there. Placeholders: {product}, {email}, {plan}, {date}; fill them with `fillTemplate`.
 */

/** The product's display name; `{product}` in the spec's texts. Configurable at run time. */
export const DEFAULT_PRODUCT_NAME = "Hotshelf";

export interface TemplateValues {
  product?: string;
  email?: string;
  plan?: string;
  date?: string;
}

/**
 * Fills `{product}`, `{email}`, `{plan}` and `{date}` in a catalogue text. The product defaults to
 * Hotshelf; a missing value leaves no placeholder behind.
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text
    .replaceAll("{product}", values.product ?? DEFAULT_PRODUCT_NAME)
    .replaceAll("{email}", values.email ?? "")
    .replaceAll("{plan}", values.plan ?? "")
    .replaceAll("{date}", values.date ?? "");
}

/** Validation messages (000 §5, 001 §5). */
export const VALIDATION_MESSAGES = {
  allFieldsRequired: "All fields are required.",
  registerRequired: "Email and password fields are required.",
  emailHasComma: "Email Address can not contain any commas (,).",
  termsRequired: "You must agree to the Terms of Service",
  passwordsDoNotMatch: "Passwords do not match.",
  /** The spec gives only a hint ("at least 8 characters"); the hint doubles as the error. */
  passwordTooShort: "Password must be at least 8 characters.",
  contactEmailRequired:
    "Please provide an email address where you can be reached with a response to your message.",
  contactMessageRequired: "Please describe your issue in the message field.",
  invalidTagName: "Invalid tag name.",
  collectionNameTooLong: "Collection names are limited to 64 characters.",
  collectionExists: "A collection with that name already exists.",
  filterSetNameRequired: "Please enter a name for this filter set.",
  filterSetNameTooLong: "Filter set names are limited to 64 characters.",
  filterSetExists: "A filter set with that name already exists.",
  urlRequired: "Please enter a URL.",
  urlInvalid: "Please enter a valid URL.",
} as const;

/**
 * Quota and cap refusals (issue 13). The spec has no texts for them; these follow its validation
 * messages' style (docs/decisions.md).
 */
export const QUOTA_MESSAGES = {
  alertLimit: "You can have alerts on at most 20 filter sets. Switch one off to switch on another.",
  filterSetLimit:
    "You can save at most 50 filter sets for each search type. Delete one to save another.",
  filterSetTooLarge:
    "This filter set is too large to save. Remove some filters or excluded shops and try again.",
  collectionLimit:
    "You can have at most 100 collections of each kind. Delete one to create another.",
  collectionFull: "A collection can hold at most 2,000 shops or products.",
  searchTextTooLong: "Search text is limited to 200 characters.",
  tooManyIds: "At most 2,000 shops or products can be sent at once.",
  offsetBeyondCap:
    "Only the first 1,000 results can be paged through. Narrow the search to see the others.",
  cursorTooLong: "The paging position is not valid. Start the search again.",
  busy: "The server took too long to answer. Please try again, or narrow the search.",
  tooManyTracks:
    "You can track at most 3 shops at a time. Wait until one has finished, then try again.",
  rateLimited: "Too many requests in a short time. Please wait a moment and try again.",
} as const;

/** The hint under the new-password field. */
export const PASSWORD_HINT = VALIDATION_MESSAGES.passwordTooShort;

/** Banners on the Login screen for its query flags (000 §2). */
export const LOGIN_FLAG_MESSAGES = {
  p: "Your password has been successfully changed.",
  r: "Check your email for a verification link, then log in below.",
  regconf: "Your account has been confirmed. Please log in below.",
} as const;

/** Empty states of both documents. */
export const EMPTY_TEXTS = {
  noResults: "No Results.",
  noAdditionalResults: "No Additional Results",
  noImage: "No Image Available",
  noQuickChart: "No Quick Chart Available",
  notAvailable: "N/A",
  pageNotFound: "Page Not Found",
  noProductAdMetrics: "No Product Ad Metrics Available",
  noProductRevenueMetrics: "No Product Revenue Metrics Available",
  selectCollection: "To get started, select a shop collection from the menu.",
  newsSelectCollection:
    "Activity from the shops in this collection will appear here. To get started, select a shop collection from the menu.",
  noNews: "No news items to display.",
} as const;

/** Contact and Support form outcomes (000 §8, 001 §8). */
export const CONTACT_MESSAGES = {
  badEmail: "That email doesn't look quite right, please check your form inputs and try again.",
  emptyForm: "It shouldn't be possible to submit an empty form, but you somehow managed it.",
  failure: "There was a problem sending your support request. Please email us directly at {email}",
  success: "Your message has been sent. You will receive a response shortly.",
} as const;

/** Licence, plan and billing texts (000 §2, §8). */
export const LICENCE_MESSAGES = {
  expiredOn: "Your license expired on {date}.",
  expiredExplore:
    "Your license has expired. Please renew or upgrade to a paid plan to continue using {product}.",
  licenceExpired: "License Expired",
  pastDue: "Your {plan} license is past due.",
  planRestricted: "{product} is not available on the {plan} plan.",
  billingExpired: "Your {plan} license expired",
  alreadyPaid: "You already have an active paid plan on this account...",
  cannotDelete:
    "You cannot delete an account with an active paid subscription. Check back when your license period is over. If you really want to cancel now, contact support.",
  proTrialFailure: "We weren't able to start a trial for you.",
  paymentSuccessWait:
    "Please give us a moment to upgrade your account. You will be redirected shortly.",
  annualToggle: "Annual (2 months free)",
  adsUpgrade: "Upgrade to {product} Pro to view ads for this shop",
} as const;

/** Account and payment failures and successes (000 §8). */
export const ACCOUNT_MESSAGES = {
  profileUpdateFailure:
    "Error updating profile. Make sure all fields are valid. If this problem persists, contact support.",
  checkoutFailure:
    "There was an error processing your request. Please try again, or contact support if the problem continues.",
  deleteFailure: "There was an error deleting your account. Contact support for assistance.",
  passwordChanged: "Your password has been successfully changed.",
} as const;

/** Detail, collection, ban and media texts (001 §2, §8). */
export const DATA_MESSAGES = {
  shopNotFound: "Shop not found",
  productNotFound: "Product not found",
  shopFetchFailure:
    "An error occurred when fetching data for this shop. If this problem persists, please contact support.",
  productsFetchFailure: "An error occurred when retrieving search results.",
  shopCollectionsFailure:
    "An error occurred when modifying shop collections, please contact support and let us know.",
  productCollectionsFailure:
    "An error occurred when modifying product collections, please contact support and let us know.",
  mediaFailure: "Error loading media",
  viewOnAdLibrary: "View on Facebook Ad Library",
  shopInactive: "This shop is inactive",
} as const;

/** The ban overlay (000 §8, 001 §2). */
export const BAN_MESSAGES = {
  confirmStore: "Ban this store from appearing in Explore? This cannot be undone.",
  banStore: "Ban Store",
  banProduct: "Ban Product",
  cancel: "Cancel",
  shopBanned: "Shop Banned",
  lagNote: "Shops and their products may still appear in results for up to 1 hour.",
  failure: "Ban error",
} as const;

/** Collection screen labels that carry a rule (001 §2, §4). */
export const COLLECTION_LABELS = {
  staffSidebarTitle: "Staff Product Collections",
  manageShopCollections: "Manage Shop Collections",
  viewCollections: "View Collections",
  deleteConfirm: "Delete Tag?",
  overwriteConfirm: "Overwrite?",
  adminCopyShopId: "Admin: Copy Shop ID",
  adminBanStore: "Admin: Ban Store",
  // Staff curation (issue 16): a card's menu opens the Staff Picks collections of its kind.
  staffMenuSection: "Staff",
  manageStaffPicks: "Add/Remove from Staff Picks",
  manageStaffPicksTitle: "Manage Staff Picks",
  viewStaffPicks: "View Staff Picks",
  renamePreset: "Rename Preset",
  staffPicksKinds: "Staff Picks of",
  staffShopPicks: "Shop Picks",
  staffProductPicks: "Product Picks",
} as const;

/** Track Shop screen texts (001 §2, §8). */
export const TRACKING_MESSAGES = {
  placeholder: "Shopify Store URL",
  submit: "Track Store",
  success: "Shop Successfully Tracked",
  successNote: "A shop tracked for the first time can take some time to accumulate data.",
  errorPrefix: "Error: ",
  startFailure: "The shop could not be tracked. Please try again.",
} as const;

/** Doughnut widgets' centre labels (001 §2). */
export const CHART_PERIOD_LABELS = { current: "CURRENT", previous: "PREVIOUS" } as const;
