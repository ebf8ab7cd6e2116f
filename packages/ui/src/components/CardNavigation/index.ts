export {
  activeCardList,
  type CardList,
  CardNavigationProvider,
  focusCardElement,
  useCardNavigation,
  useRegisterCardList,
} from "./CardNavigation";
