export {
  type CollectionMembership,
  CollectionMembershipModal,
  type CollectionMembershipModalProps,
} from "./CollectionMembershipModal";
export {
  ProductCollectionsModal,
  type ProductCollectionsModalProps,
} from "./ProductCollectionsModal";
