export {
  CollectionQuotaError,
  type Collections,
  createCollections,
  InvalidTagNameError,
  ReadOnlyCollectionsError,
  STAFF_OWNER,
  type TagMembers,
} from "./collections";
