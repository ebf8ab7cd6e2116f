export { Button, type ButtonProps, button } from "./Button";
