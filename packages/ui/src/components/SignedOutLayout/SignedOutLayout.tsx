import { DEFAULT_PRODUCT_NAME } from "@hotshelf/domain";
import type { ReactNode } from "react";
import { Link } from "../Link";
import { LinkButton } from "../LinkButton";

/** The year the footer's copyright line carries (000 §2). */
export const COPYRIGHT_YEAR = 2022;

export interface SignedOutLayoutProps {
  children: ReactNode;
  product?: string;
  /** The logo links to the marketing site. */
  marketingHref?: string;
  loginHref?: string;
  registerHref?: string;
  termsHref?: string;
  contactHref?: string;
}

/**
 * The signed-out area: full height, with the logo, Login and Register, and the footer. Its theme is
 * the page's (the `dark` class on <html>), the same choice as the signed-in app's.
 */
export function SignedOutLayout({
  children,
  product = DEFAULT_PRODUCT_NAME,
  marketingHref = "/",
  loginHref = "/login",
  registerHref = "/register",
  termsHref = "/terms",
  contactHref = "/contact",
}: SignedOutLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <header className="flex items-center justify-between gap-4 border-border border-b px-6 py-4">
        <Link
          href={marketingHref}
          variant="subtle"
          className="flex items-center gap-2 font-bold text-xl no-underline"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-7 text-brand"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 20V8l8-5 8 5v12h-5v-6H9v6z" fill="currentColor" />
          </svg>
          {product}
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <LinkButton href={loginHref} variant="ghost">
            Login
          </LinkButton>
          <LinkButton href={registerHref} variant="primary">
            Register
          </LinkButton>
        </nav>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="flex flex-wrap items-center justify-between gap-4 border-border border-t px-6 py-4 text-muted text-sm">
        <p>
          © {COPYRIGHT_YEAR} {product}. All rights reserved.
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link href={termsHref} variant="subtle">
            Terms of Service
          </Link>
          <Link href={contactHref} variant="subtle">
            Contact
          </Link>
        </nav>
      </footer>
    </div>
  );
}
