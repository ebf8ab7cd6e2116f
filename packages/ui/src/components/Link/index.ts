export { Link, type LinkProps, link } from "./Link";
