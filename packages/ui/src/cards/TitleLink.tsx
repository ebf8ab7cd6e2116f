import type { ReactNode } from "react";
import { Link } from "../components/Link/Link";

export interface TitleLinkProps {
  /** Where the title leads; without it the title is plain text (public pages, previews). */
  href?: string;
  target?: string;
  children: ReactNode;
}

/** A card's or row's title: a subtle link when the screen gives it an address. */
export function TitleLink({ href, target, children }: TitleLinkProps) {
  if (!href) return children;
  return (
    <Link href={href} variant="subtle" target={target}>
      {children}
    </Link>
  );
}
