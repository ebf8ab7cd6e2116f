export { AppNavbar, type AppNavbarProps } from "./AppNavbar";
