export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuPlacement,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  menuItem,
  popover,
} from "./Menu";
