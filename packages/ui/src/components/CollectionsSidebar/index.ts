export {
  type Collection,
  type CollectionMember,
  CollectionsSidebar,
  type CollectionsSidebarProps,
} from "./CollectionsSidebar";
