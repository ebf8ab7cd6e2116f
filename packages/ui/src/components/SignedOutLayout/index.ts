export { COPYRIGHT_YEAR, SignedOutLayout, type SignedOutLayoutProps } from "./SignedOutLayout";
