export { AdsList, type AdsListProps, adsCountText } from "./AdsList";
