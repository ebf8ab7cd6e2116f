export { ScrollToTop } from "./ScrollToTop";
