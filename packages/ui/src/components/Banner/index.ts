export { Banner, type BannerProps, type BannerTone, banner } from "./Banner";
