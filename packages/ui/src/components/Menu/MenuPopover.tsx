// The part of a Menu that loads on first use (Menu.tsx): react-aria's Popover and Menu with the
// collection, selection and focus code they bring, and the real MenuItem and MenuSection.
import { type RefObject, useRef } from "react";
import type { AriaMenuOptions } from "react-aria";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  composeRenderProps,
  Header,
  MenuContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  type RootMenuTriggerState,
  RootMenuTriggerStateContext,
} from "react-aria-components";
import { CheckIcon } from "../../icons";
import {
  type MenuItemProps,
  type MenuPlacement,
  type MenuSectionProps,
  menuItem,
  popover,
} from "./Menu";

export interface MenuPopoverProps<T> extends AriaMenuProps<T> {
  state: RootMenuTriggerState;
  /** useMenuTrigger's props for the menu: its id, label, first focus and close. */
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLElement | null>;
  placement: MenuPlacement;
}

/**
 * The open menu. It gives the Popover and the Menu what react-aria's MenuTrigger gives them (the
 * trigger's state, ref and the menu's props), since the trigger itself rendered with the page.
 */
export function MenuPopover<T extends object>({
  state,
  menuProps,
  triggerRef,
  placement,
  ...props
}: MenuPopoverProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...(menuProps as AriaMenuProps<object>), ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: "MenuTrigger",
            triggerRef,
            scrollRef,
            "aria-labelledby": menuProps["aria-labelledby"],
          },
        ],
      ]}
    >
      <Popover placement={placement} className={popover()}>
        <AriaMenu {...props} className="outline-none" />
      </Popover>
    </Provider>
  );
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

export function MenuSection({ title, children, ...selection }: MenuSectionProps) {
  return (
    <AriaMenuSection
      {...(selection as AriaMenuSectionProps<object>)}
      className="not-first:mt-1 not-first:border-border not-first:border-t not-first:pt-1"
    >
      {title && (
        <Header className="px-3 py-1 font-semibold text-muted text-xs uppercase">{title}</Header>
      )}
      {children}
    </AriaMenuSection>
  );
}

export { Separator as MenuSeparator } from "react-aria-components";
