export { AdCard, type AdCardItem, type AdCardProps, type AdMediaItem, adCard } from "./AdCard";
export { PlatformIcon, platformLabel } from "./PlatformIcon";
