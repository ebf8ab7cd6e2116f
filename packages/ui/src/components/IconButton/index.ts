export { IconButton, type IconButtonProps, iconButton } from "./IconButton";
