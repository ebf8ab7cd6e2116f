import {
  DEFAULT_PRODUCT_NAME,
  parseThemePreference,
  THEME_CHOICES,
  type ThemePreference,
} from "@hotshelf/domain";
import { Button as AriaButton } from "react-aria-components";
import { ChevronDownIcon } from "../../icons";
import { focusRing } from "../../styles/focusRing";
import { Link } from "../Link";
import { Menu, MenuItem, MenuSection } from "../Menu";

export interface AppNavbarProps {
  /** The signed-in user's email, shown in the user menu; "" while it is not known yet. */
  email: string;
  /** The current path, to mark Products or Shops as the current page. */
  currentPath: string;
  onSignOut: () => void;
  /** The colour scheme choice shown as checked in the user menu's Theme section. */
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  /** The old app's address (opens in a new tab); without it the user menu has no Legacy Site. */
  legacySiteHref?: string;
  product?: string;
}

const MY_MENU = [
  { id: "staff-picks", label: "Staff Picks", href: "/staff-picks" },
  { id: "tracked-shops", label: "Tracked Shops", href: "/collections/shops?tracked=true" },
  { id: "shop-collections", label: "Shop Collections", href: "/collections/shops" },
  { id: "product-collections", label: "Product Collections", href: "/collections/products" },
  { id: "add-shop", label: "Add Shop", href: "/shops/track" },
] as const;

const NAV = [
  { label: "Products", href: "/explore/products" },
  { label: "Shops", href: "/explore/shops" },
] as const;

const menuTrigger = ({
  isFocusVisible,
  isHovered,
}: {
  isFocusVisible: boolean;
  isHovered: boolean;
}) =>
  [
    "flex items-center gap-1 rounded-md px-3 py-2 font-medium text-fg text-sm",
    isHovered ? "bg-sunken" : "",
    focusRing({ isFocusVisible }),
  ].join(" ");

/**
 * The signed-in top bar. Links and menu items navigate through react-aria's RouterProvider, so the app
 * wraps it once with its router's navigate function.
 */
export function AppNavbar({
  email,
  currentPath,
  onSignOut,
  theme,
  onThemeChange,
  legacySiteHref,
  product = DEFAULT_PRODUCT_NAME,
}: AppNavbarProps) {
  return (
    <header className="border-border border-b bg-raised">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2"
      >
        <Link
          href="/explore/products"
          variant="subtle"
          className="mr-4 font-bold text-lg no-underline"
        >
          {product}
        </Link>
        {NAV.map((item) => {
          const isCurrent = currentPath.startsWith(item.href);
          return (
            <Link
              key={item.href}
              href={item.href}
              variant="subtle"
              aria-current={isCurrent ? "page" : undefined}
              className={`rounded-md px-3 py-2 font-medium text-sm ${isCurrent ? "bg-brand-subtle" : ""}`}
            >
              {item.label}
            </Link>
          );
        })}
        <Menu
          placement="bottom start"
          trigger={
            <AriaButton className={menuTrigger}>
              My {product}
              <ChevronDownIcon />
            </AriaButton>
          }
        >
          {MY_MENU.map((item) => (
            <MenuItem key={item.id} id={item.id} href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
        <div className="ml-auto">
          <Menu
            trigger={
              <AriaButton
                // Without an email (the app shell the server sends before the app knows who it is).
                aria-label={email ? `Account menu for ${email}` : "Account menu"}
                className={menuTrigger}
              >
                <span className="max-w-48 truncate" title={email}>
                  {email}
                </span>
                <ChevronDownIcon />
              </AriaButton>
            }
            onAction={(key) => key === "sign-out" && onSignOut()}
          >
            <MenuSection title={email}>
              <MenuItem id="settings" href="/settings/profile">
                Account Settings
              </MenuItem>
              <MenuItem id="billing" href="/settings/billing">
                Billing
              </MenuItem>
              <MenuItem id="support" href="/support">
                Support
              </MenuItem>
              {legacySiteHref ? (
                <MenuItem
                  id="legacy"
                  href={legacySiteHref}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Legacy Site
                </MenuItem>
              ) : null}
            </MenuSection>
            <MenuSection
              title="Theme"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[theme]}
              onSelectionChange={(keys) => {
                const [chosen] = keys === "all" ? [] : [...keys];
                if (chosen !== undefined) onThemeChange(parseThemePreference(String(chosen)));
              }}
            >
              {THEME_CHOICES.map((choice) => (
                <MenuItem key={choice.id} id={choice.id}>
                  {choice.label}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection>
              <MenuItem id="sign-out">Sign Out</MenuItem>
            </MenuSection>
          </Menu>
        </div>
      </nav>
    </header>
  );
}
