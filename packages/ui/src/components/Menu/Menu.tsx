import { cva } from "class-variance-authority";
import { type ReactNode, useRef } from "react";
import { type AriaMenuTriggerProps, mergeProps, useMenuTrigger } from "react-aria";
// A private module of react-aria (reachable through its package exports) that react-aria-components'
// MenuTrigger uses too: it hands the trigger's press, key and ARIA props to the Button inside.
import { PressResponder } from "react-aria/private/interactions/PressResponder";
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps as AriaMenuProps,
  MenuSectionProps as AriaMenuSectionProps,
  MenuTriggerProps,
  SeparatorProps,
} from "react-aria-components";
import { useMenuTriggerState } from "react-stately";
import { onDemand, useOverlayCode } from "../../hooks/onDemand";

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

export type MenuPlacement = "bottom start" | "bottom end" | "top start" | "top end";

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** The element that opens the menu: a Button or IconButton. */
  trigger: ReactNode;
  triggerProps?: Omit<MenuTriggerProps, "children">;
  placement?: MenuPlacement;
}

/**
 * The open menu's code (react-aria's Popover and Menu, and the items): fetched on the first press of
 * any menu's trigger, or sooner when a pointer rests on one or focus reaches it.
 */
const openMenuCode = onDemand(() => import("./MenuPopover"));

/**
 * A dropdown menu: its trigger, and on press a Popover + Menu. Arrow keys move, Enter selects,
 * Escape closes. The trigger is react-aria's menu trigger from the first paint (name, aria-haspopup,
 * aria-expanded, Enter / Space / ArrowDown open it on the first item, a press opens it on the menu);
 * the menu's own code arrives on first use and the menu opens as soon as it has.
 */
export function Menu<T extends object>({
  trigger,
  triggerProps,
  placement = "bottom end",
  ...props
}: MenuProps<T>) {
  const state = useMenuTriggerState(triggerProps ?? {});
  const triggerRef = useRef<HTMLElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger(
    { ...(triggerProps as AriaMenuTriggerProps), type: "menu" },
    state,
    triggerRef,
  );
  const [code, load] = useOverlayCode(openMenuCode, state);
  return (
    <>
      <PressResponder
        {...mergeProps(menuTriggerProps, { onPointerEnter: load, onFocus: load })}
        ref={triggerRef}
        isPressed={state.isOpen}
      >
        {trigger}
      </PressResponder>
      {code && state.isOpen ? (
        <code.MenuPopover
          {...props}
          state={state}
          menuProps={menuProps}
          triggerRef={triggerRef}
          placement={placement}
        />
      ) : null}
    </>
  );
}

/** The open menu's code, which any item inside an open menu has: the menu loaded it to open. */
function loadedMenuCode() {
  const code = openMenuCode.current();
  if (!code) throw new Error("Menu items render only inside an open Menu.");
  return code;
}

export interface MenuItemProps extends AriaMenuItemProps {
  tone?: "default" | "danger";
}

export function MenuItem(props: MenuItemProps) {
  const { MenuItem: Item } = loadedMenuCode();
  return <Item {...props} />;
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

export function MenuSection(props: MenuSectionProps) {
  const { MenuSection: Section } = loadedMenuCode();
  return <Section {...props} />;
}

export function MenuSeparator(props: SeparatorProps) {
  const { MenuSeparator: Separator } = loadedMenuCode();
  return <Separator {...props} />;
}
