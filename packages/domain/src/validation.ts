/**
 * Form and input validation with the exact messages of 000 §5 and 001 §5. Each validator returns the
 * normalised value or the first message to show.
 */
import {
  COLLECTION_NAME_MAX_LENGTH,
  FILTER_SET_NAME_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  TRACK_URL_DEBOUNCE_MS,
} from "./constants";
import { VALIDATION_MESSAGES as M } from "./messages";

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

function ok<T>(value: T): Validation<T> {
  return { ok: true, value };
}

function fail<T>(error: string): Validation<T> {
  return { ok: false, error };
}

function isBlank(text: string): boolean {
  return text.trim() === "";
}

/** Emails are compared lower-cased; surrounding spaces (a trailing one from autofill) are dropped. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface Credentials {
  email: string;
  password: string;
}

/** Login: both fields required. */
export function validateLogin(form: Credentials): Validation<Credentials> {
  const email = normaliseEmail(form.email);
  if (email === "" || form.password === "") return fail(M.allFieldsRequired);
  return ok({ email, password: form.password });
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  subscribeToNewsletter: boolean;
  agreeToTerms: boolean;
}

export interface Registration {
  email: string;
  password: string;
  /** Identity-service user attributes: name when given, custom:sub_to_newsletter "1" when subscribed. */
  attributes: Record<string, string>;
}

/**
 * Register: email and both passwords required, no comma in the email, the two passwords equal (the
 * original compared the confirm field with itself; see docs/decisions.md), the terms box ticked.
 */
export function validateRegister(form: RegisterForm): Validation<Registration> {
  const email = normaliseEmail(form.email);
  if (email === "" || form.password === "" || form.confirmPassword === "") {
    return fail(M.registerRequired);
  }
  if (email.includes(",")) return fail(M.emailHasComma);
  if (form.password !== form.confirmPassword) return fail(M.passwordsDoNotMatch);
  if (!form.agreeToTerms) return fail(M.termsRequired);
  const attributes: Record<string, string> = {};
  if (!isBlank(form.name)) attributes.name = form.name.trim();
  if (form.subscribeToNewsletter) attributes["custom:sub_to_newsletter"] = "1";
  return ok({ email, password: form.password, attributes });
}

/** Forgot password, step 1: the email that receives the verification code. */
export function validateRecoverEmail(email: string): Validation<string> {
  const normalised = normaliseEmail(email);
  return normalised === "" ? fail(M.allFieldsRequired) : ok(normalised);
}

export interface RecoverCodeForm {
  code: string;
  password: string;
  confirmPassword: string;
}

/** Forgot password, step 2: code and new password required, the passwords equal. */
export function validateRecoverCode(form: RecoverCodeForm): Validation<RecoverCodeForm> {
  const code = form.code.trim();
  if (code === "" || form.password === "" || form.confirmPassword === "") {
    return fail(M.allFieldsRequired);
  }
  if (form.password !== form.confirmPassword) return fail(M.passwordsDoNotMatch);
  return ok({ ...form, code });
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: all three required, new and confirmation equal, at least 8 characters. */
export function validateChangePassword(form: ChangePasswordForm): Validation<ChangePasswordForm> {
  if (form.currentPassword === "" || form.newPassword === "" || form.confirmPassword === "") {
    return fail(M.allFieldsRequired);
  }
  if (form.newPassword !== form.confirmPassword) return fail(M.passwordsDoNotMatch);
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return fail(M.passwordTooShort);
  return ok(form);
}

export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

/** The form-service fields of a Contact or Support message. */
export interface ContactSubmission {
  name: string;
  _replyto: string;
  message: string;
}

/** Contact and Support: an email to answer and a message. */
export function validateContact(form: ContactForm): Validation<ContactSubmission> {
  if (isBlank(form.email)) return fail(M.contactEmailRequired);
  if (isBlank(form.message)) return fail(M.contactMessageRequired);
  return ok({ name: form.name.trim(), _replyto: form.email.trim(), message: form.message.trim() });
}

/** Submit stays disabled until some field differs from the form as first shown. */
export function isFormEdited<T extends object>(initial: T, current: T): boolean {
  return (Object.keys(initial) as Array<keyof T>).some((key) => initial[key] !== current[key]);
}

/** A typed number bound: non-empty and finite. */
export function isValidNumber(text: string): boolean {
  return text.trim() !== "" && Number.isFinite(Number(text.trim()));
}

/** A real calendar date written yyyy-mm-dd. */
export function isValidIsoDate(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return false;
  const date = new Date(`${trimmed}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(trimmed);
}

/**
 * A new or overwritten collection name: non-empty, at most 64 characters and not an existing
 * collection's name.
 */
export function validateCollectionName(
  name: string,
  existingNames: readonly string[],
): Validation<string> {
  const trimmed = name.trim();
  if (trimmed === "") return fail(M.invalidTagName);
  if ([...trimmed].length > COLLECTION_NAME_MAX_LENGTH) return fail(M.collectionNameTooLong);
  if (existingNames.includes(trimmed)) return fail(M.collectionExists);
  return ok(trimmed);
}

/** A filter set name: required, at most 64 characters. */
export function validateFilterSetName(name: string): Validation<string> {
  const trimmed = name.trim();
  if (trimmed === "") return fail(M.filterSetNameRequired);
  if ([...trimmed].length > FILTER_SET_NAME_MAX_LENGTH) return fail(M.filterSetNameTooLong);
  return ok(trimmed);
}

/** A shop or product id from a route: digits only, else the not-found state. */
export function parseRouteId(segment: string | null | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A typed shop URL in canonical form: https:// added when no scheme is given, host lower-cased, a bare
 * trailing slash dropped. Null when it cannot be a web address (no dot in the host, another scheme,
 * unparsable). The tracker and the web app both use this, so the same shop has one URL.
 */
export function normaliseShopUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.hostname.endsWith(".")) return null;
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
  return `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}`;
}

export interface TrackSubmissionContext {
  /** A track request is in flight. */
  inFlight: boolean;
  /** The last URL submitted and when (ms). */
  last: { url: string; atMs: number } | null;
  nowMs: number;
}

export type TrackSubmission =
  | { kind: "submit"; url: string }
  | { kind: "error"; error: string }
  /** Silently ignored: in flight, or the same URL within 10 s. */
  | { kind: "ignored" };

/**
 * Track Shop: empty input and input without a dot get their message; a submission while another is in
 * flight, or of the same URL within 10 s, is ignored.
 */
export function validateTrackSubmission(
  input: string,
  context: TrackSubmissionContext,
): TrackSubmission {
  const trimmed = input.trim();
  if (trimmed === "") return { kind: "error", error: M.urlRequired };
  const url = trimmed.includes(".") ? normaliseShopUrl(trimmed) : null;
  if (url === null) return { kind: "error", error: M.urlInvalid };
  if (context.inFlight) return { kind: "ignored" };
  const { last } = context;
  if (last && last.url === url && context.nowMs - last.atMs < TRACK_URL_DEBOUNCE_MS) {
    return { kind: "ignored" };
  }
  return { kind: "submit", url };
}
