import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  composeRenderProps,
  Header,
  MenuTrigger,
  type MenuTriggerProps,
  Popover,
  Separator,
} from "react-aria-components";
import { CheckIcon } from "../../icons";

export const popover = cva([
  // layout
  "min-w-48 overflow-auto rounded-lg border border-border p-1",
  // colour
  "bg-raised text-fg shadow-lg",
]);

export const menuItem = cva(
  [
    // layout
    "flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm outline-none",
  ],
  {
    variants: {
      tone: { default: "text-fg", danger: "text-danger" },
      isFocused: { true: "bg-sunken", false: "" },
      isDisabled: { true: "opacity-50", false: "" },
    },
    defaultVariants: { tone: "default" },
  },
);

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** The element that opens the menu: a Button or IconButton. */
  trigger: ReactNode;
  triggerProps?: Omit<MenuTriggerProps, "children">;
  placement?: "bottom start" | "bottom end" | "top start" | "top end";
}

/** A dropdown menu: MenuTrigger + Popover + Menu. Arrow keys move, Enter selects, Escape closes. */
export function Menu<T extends object>({
  trigger,
  triggerProps,
  placement = "bottom end",
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger {...triggerProps}>
      {trigger}
      <Popover placement={placement} className={popover()}>
        <AriaMenu {...props} className="outline-none" />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends AriaMenuItemProps {
  tone?: "default" | "danger";
}

export function MenuItem({ tone, className, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (extra, state) =>
        [menuItem({ ...state, tone }), extra].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {/* In a section with a choice, a check marks the chosen item; the space is kept for the others. */}
          {selectionMode === "none" ? null : (
            <span className="flex size-4 shrink-0 items-center justify-center">
              {isSelected ? <CheckIcon /> : null}
            </span>
          )}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

/** A section may hold a choice (its items become menuitemradio or menuitemcheckbox). */
type SectionSelectionProps = Pick<
  AriaMenuSectionProps<object>,
  | "selectionMode"
  | "selectedKeys"
  | "defaultSelectedKeys"
  | "onSelectionChange"
  | "disallowEmptySelection"
>;

export interface MenuSectionProps extends SectionSelectionProps {
  /** The visible section header; also names the group. */
  title?: string;
  children: ReactNode;
}

export function MenuSection({ title, children, ...selection }: MenuSectionProps) {
  return (
    <AriaMenuSection
      {...selection}
      className="not-first:mt-1 not-first:border-border not-first:border-t not-first:pt-1"
    >
      {title && (
        <Header className="px-3 py-1 font-semibold text-muted text-xs uppercase">{title}</Header>
      )}
      {children}
    </AriaMenuSection>
  );
}

export { Separator as MenuSeparator };
