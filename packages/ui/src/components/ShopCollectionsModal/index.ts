export { ShopCollectionsModal, type ShopCollectionsModalProps } from "./ShopCollectionsModal";
