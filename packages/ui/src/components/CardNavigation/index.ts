export {
  activeCardList,
  type CardList,
  CardNavigationProvider,
  focusCardElement,
  useCardNavigation,
  useRegisterCardList,
  useWindowedCardList,
  type WindowedCardList,
} from "./CardNavigation";
